import { normalizeText, titleCase } from '@snackshop/commerce-core/validation';

/*
 * Street-line standardisation in the manner of USPS Publication 28: street suffixes
 * (Appendix C1), directionals and secondary unit designators (Appendix C2) abbreviated,
 * words in title case, house numbers and unit numbers upper-case, ordinals as "5th". The
 * storefront shows addresses in mixed case, so abbreviations are "Ave", "N", "Apt" rather
 * than the all-capitals of a mailing label.
 */

/** Street suffixes: every spelling we accept → the standard abbreviation. */
const SUFFIXES: Readonly<Record<string, string>> = (() => {
  const table: Record<string, string[]> = {
    Aly: ['alley', 'allee', 'ally', 'aly'],
    Ave: ['avenue', 'av', 'aven', 'avenu', 'avn', 'avnue', 'ave'],
    Blvd: ['boulevard', 'boul', 'boulv', 'blvd'],
    Br: ['branch', 'brnch', 'br'],
    Brg: ['bridge', 'brdge', 'brg'],
    Byp: ['bypass', 'bypa', 'bypas', 'byps', 'byp'],
    Cir: ['circle', 'circ', 'circl', 'crcl', 'crcle', 'cir'],
    Cswy: ['causeway', 'causwa', 'cswy'],
    Ctr: ['center', 'centre', 'cent', 'centr', 'cnter', 'cntr', 'ctr'],
    Cres: ['crescent', 'crsent', 'crsnt', 'cres'],
    Ct: ['court', 'crt', 'ct'],
    Cv: ['cove', 'cv'],
    Crk: ['creek', 'crk'],
    Xing: ['crossing', 'crssng', 'xing'],
    Dr: ['drive', 'driv', 'drv', 'dr'],
    Expy: ['expressway', 'exp', 'expr', 'express', 'expw', 'expy'],
    Fwy: ['freeway', 'freewy', 'frway', 'frwy', 'fwy'],
    Gdns: ['gardens', 'gardn', 'grden', 'grdn', 'gdns'],
    Grv: ['grove', 'grov', 'grv'],
    Hts: ['heights', 'ht', 'hts'],
    Hwy: ['highway', 'highwy', 'hiway', 'hiwy', 'hway', 'hwy'],
    Holw: ['hollow', 'hllw', 'hollows', 'holws', 'holw'],
    Jct: ['junction', 'jction', 'jctn', 'junctn', 'juncton', 'jct'],
    Ln: ['lane', 'ln'],
    Loop: ['loop', 'loops'],
    Mnr: ['manor', 'mnr'],
    Pkwy: ['parkway', 'parkwy', 'pkway', 'pky', 'pkwy'],
    Pl: ['place', 'pl'],
    Plz: ['plaza', 'plza', 'plz'],
    Pt: ['point', 'pt'],
    Rd: ['road', 'rd'],
    Rdg: ['ridge', 'rdge', 'rdg'],
    Rte: ['route', 'rte'],
    Sq: ['square', 'sqr', 'sqre', 'squ', 'sq'],
    St: ['street', 'strt', 'str', 'st'],
    Ter: ['terrace', 'terr', 'ter'],
    Tpke: ['turnpike', 'trnpk', 'turnpk', 'tpke'],
    Trce: ['trace', 'traces', 'trce'],
    Trl: ['trail', 'trails', 'trls', 'trl'],
    Vly: ['valley', 'vally', 'vlly', 'vly'],
    Vw: ['view', 'vw'],
    Vlg: ['village', 'vill', 'villag', 'villg', 'vlg'],
    Way: ['way', 'wy'],
  };
  return Object.fromEntries(
    Object.entries(table).flatMap(([standard, spellings]) =>
      spellings.map((spelling) => [spelling, standard]),
    ),
  );
})();

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'N',
  n: 'N',
  south: 'S',
  s: 'S',
  east: 'E',
  e: 'E',
  west: 'W',
  w: 'W',
  northeast: 'NE',
  ne: 'NE',
  northwest: 'NW',
  nw: 'NW',
  southeast: 'SE',
  se: 'SE',
  southwest: 'SW',
  sw: 'SW',
};

/** Secondary unit designators. */
const UNITS: Readonly<Record<string, string>> = {
  apartment: 'Apt',
  apt: 'Apt',
  building: 'Bldg',
  bldg: 'Bldg',
  department: 'Dept',
  dept: 'Dept',
  floor: 'Fl',
  fl: 'Fl',
  room: 'Rm',
  rm: 'Rm',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
  lot: 'Lot',
  space: 'Spc',
  spc: 'Spc',
  trailer: 'Trlr',
  trlr: 'Trlr',
};

const MINOR_WORDS: ReadonlySet<string> = new Set(['of', 'the', 'and', 'at', 'by', 'on', 'in']);

/** The lookup key of a word: lower case, without the period of an abbreviation ("Ave."). */
const keyOf = (word: string) => word.toLowerCase().replace(/\.$/, '');

/** Title case for a word typed all in one case; a word typed in mixed case ("McNeil") is kept. */
function caseWord(word: string): string {
  const bare = word.replace(/\.$/, '');
  if (/^\d+(st|nd|rd|th)$/i.test(bare)) return bare.toLowerCase();
  if (/\d/.test(bare)) return bare.toUpperCase();
  const mixed = bare !== bare.toLowerCase() && bare !== bare.toUpperCase();
  return mixed ? word : titleCase(word);
}

/** A unit's number or letter ("4b" → "4B", "#12" stays "#12"). */
const unitValue = (word: string) => word.toUpperCase();

function standardiseUnit(words: readonly string[]): string[] {
  const [designator, ...rest] = words;
  if (designator === undefined) return [];
  const standard = UNITS[keyOf(designator)];
  if (standard) return [standard, ...rest.map(unitValue)];
  // "#12" or "# 12" → "#12"
  return [unitValue(words.join(''))];
}

/** A unit's value: a number, or a single letter ("Suite B"). */
const isUnitValue = (word: string | undefined) =>
  word !== undefined && (/\d/.test(word) || /^\p{L}$/u.test(word));

/**
 * Where a trailing unit starts: "# 4", "#4", or a designator and its value ("Apt 4B") at the
 * end of the line, so a name like "Parking Lot Rd" is never read as a unit.
 */
function unitStart(words: readonly string[], from: number): number {
  const n = words.length;
  const lastWord = words[n - 1] ?? '';
  if (n - 1 >= from && /^#\S+$/.test(lastWord)) return n - 1;
  const designator = words[n - 2];
  if (n - 2 >= from && designator !== undefined && isUnitValue(lastWord)) {
    if (designator === '#' || UNITS[keyOf(designator)] !== undefined) return n - 2;
  }
  return -1;
}

/**
 * A street line in standard form: "120 north michigan avenue apt 4b" → "120 N Michigan Ave
 * Apt 4B". A directional or suffix is abbreviated only where it plays that part, so "100
 * North Street" keeps North as the street's name and "1 Avenue of the Americas" keeps Avenue.
 */
export function standardiseStreetLine(line: string): string {
  const words = normalizeText(line.replace(/,/g, ' ')).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  // The house number (with a letter or a fraction) leads; a unit trails.
  const unitAt = unitStart(words, 2);
  const street = unitAt === -1 ? words : words.slice(0, unitAt);
  const unit = unitAt === -1 ? [] : standardiseUnit(words.slice(unitAt));

  const start = /\d/.test(street[0] ?? '') ? 1 : 0;
  // "Avenue of the Americas": small words inside a name stay lower case.
  const out = street.map((word, index) =>
    index > start && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : caseWord(word),
  );
  let end = street.length; // exclusive end of the street name and its suffix
  // Post-directional: "Main Street North".
  const last = street[end - 1];
  if (end - start >= 3 && last !== undefined && DIRECTIONS[keyOf(last)]) {
    out[end - 1] = DIRECTIONS[keyOf(last)]!;
    end -= 1;
  }
  // Suffix: the last word, after at least one word of the name.
  const suffixWord = street[end - 1];
  let nameEnd = end;
  if (end - start >= 2 && suffixWord !== undefined && SUFFIXES[keyOf(suffixWord)]) {
    out[end - 1] = SUFFIXES[keyOf(suffixWord)]!;
    nameEnd = end - 1;
  }
  // Pre-directional: right after the number, with a name word still after it.
  const first = street[start];
  if (nameEnd - start >= 2 && first !== undefined && DIRECTIONS[keyOf(first)]) {
    out[start] = DIRECTIONS[keyOf(first)]!;
  }
  return [...out, ...unit].join(' ');
}

/** A second address line (apartment, suite, unit …) in standard form; other text is title-cased. */
export function standardiseSecondLine(line: string): string {
  const words = normalizeText(line.replace(/,/g, ' ')).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  if (unitStart(words, 0) === 0) return standardiseUnit(words).join(' ');
  return words.map(caseWord).join(' ');
}
