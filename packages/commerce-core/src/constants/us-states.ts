import { isNoShipState } from './constants';

export interface UsState {
  /** USPS two-letter code, upper case. */
  readonly code: string;
  readonly name: string;
  /** The name as the Spanish site shows it. */
  readonly nameEs: string;
}

const state = (code: string, name: string, nameEs: string = name): UsState => ({
  code,
  name,
  nameEs,
});

/** The 50 states and the District of Columbia, by name, for state selects. */
export const US_STATES: readonly UsState[] = [
  state('AL', 'Alabama'),
  state('AK', 'Alaska'),
  state('AZ', 'Arizona'),
  state('AR', 'Arkansas'),
  state('CA', 'California'),
  state('CO', 'Colorado'),
  state('CT', 'Connecticut'),
  state('DE', 'Delaware'),
  state('DC', 'District of Columbia', 'Distrito de Columbia'),
  state('FL', 'Florida'),
  state('GA', 'Georgia'),
  state('HI', 'Hawaii', 'Hawái'),
  state('ID', 'Idaho'),
  state('IL', 'Illinois'),
  state('IN', 'Indiana'),
  state('IA', 'Iowa'),
  state('KS', 'Kansas'),
  state('KY', 'Kentucky'),
  state('LA', 'Louisiana', 'Luisiana'),
  state('ME', 'Maine'),
  state('MD', 'Maryland'),
  state('MA', 'Massachusetts'),
  state('MI', 'Michigan', 'Míchigan'),
  state('MN', 'Minnesota'),
  state('MS', 'Mississippi', 'Misisipi'),
  state('MO', 'Missouri', 'Misuri'),
  state('MT', 'Montana'),
  state('NE', 'Nebraska'),
  state('NV', 'Nevada'),
  state('NH', 'New Hampshire', 'Nuevo Hampshire'),
  state('NJ', 'New Jersey', 'Nueva Jersey'),
  state('NM', 'New Mexico', 'Nuevo México'),
  state('NY', 'New York', 'Nueva York'),
  state('NC', 'North Carolina', 'Carolina del Norte'),
  state('ND', 'North Dakota', 'Dakota del Norte'),
  state('OH', 'Ohio'),
  state('OK', 'Oklahoma'),
  state('OR', 'Oregon', 'Oregón'),
  state('PA', 'Pennsylvania', 'Pensilvania'),
  state('RI', 'Rhode Island'),
  state('SC', 'South Carolina', 'Carolina del Sur'),
  state('SD', 'South Dakota', 'Dakota del Sur'),
  state('TN', 'Tennessee', 'Tennessee'),
  state('TX', 'Texas'),
  state('UT', 'Utah'),
  state('VT', 'Vermont'),
  state('VA', 'Virginia'),
  state('WA', 'Washington'),
  state('WV', 'West Virginia', 'Virginia Occidental'),
  state('WI', 'Wisconsin'),
  state('WY', 'Wyoming'),
];

const byCode = new Map(US_STATES.map((entry) => [entry.code, entry]));
const byName = new Map(
  US_STATES.flatMap((entry) => [
    [entry.name.toLowerCase(), entry],
    [entry.nameEs.toLowerCase(), entry],
  ]),
);

/** Finds a state by code or by English or Spanish name, in any case. */
export function findUsState(codeOrName: string): UsState | undefined {
  const key = codeOrName.trim().replace(/\s+/g, ' ');
  return byCode.get(key.toUpperCase()) ?? byName.get(key.toLowerCase());
}

/** The states a shipping-address select offers: every state except the no-ship ones. */
export const US_SHIPPING_STATES: readonly UsState[] = US_STATES.filter(
  (entry) => !isNoShipState(entry.code),
);
