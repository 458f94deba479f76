import { Fragment } from 'react';
import { highlightMatches, type SearchSuggestion } from './suggestion';
import * as styles from './SearchAutocomplete.css';

interface SuggestionOptionProps {
  suggestion: SearchSuggestion;
  query: string;
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** One option of the suggestion list: its picture, its label with the query's matches marked, its meta line. */
export function SuggestionOption({
  suggestion,
  query,
  id,
  active,
  onChoose,
  onHover,
}: SuggestionOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      // Keep focus in the field: a mouse press would otherwise blur and close first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={() => !active && onHover()}
    >
      {suggestion.imageSrc && (
        <img className={styles.optionImage} src={suggestion.imageSrc} alt="" />
      )}
      <span className={styles.optionText}>
        <span>
          {highlightMatches(suggestion.label, query).map((part, partIndex) =>
            part.match ? (
              <mark key={partIndex} className={styles.match}>
                {part.text}
              </mark>
            ) : (
              <Fragment key={partIndex}>{part.text}</Fragment>
            ),
          )}
        </span>
        {suggestion.meta && <span className={styles.optionMeta}>{suggestion.meta}</span>}
      </span>
    </li>
  );
}
