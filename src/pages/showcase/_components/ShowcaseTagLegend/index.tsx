import React from 'react';
import {showcaseTags, tagTypes} from '@site/src/data/showcaseTags';
import styles from './styles.module.css';

/** What each tag colour means. */
export default function ShowcaseTagLegend(): JSX.Element {
  return (
    <dl className={styles.legend}>
      {tagTypes.map((type) => (
        <div key={type} className={styles.entry}>
          <dt>
            <span className={styles.dot} style={{backgroundColor: showcaseTags[type].color}} />
            {showcaseTags[type].label}
          </dt>
          <dd>{showcaseTags[type].description}</dd>
        </div>
      ))}
    </dl>
  );
}
