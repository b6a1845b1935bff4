import React from 'react';
import {statusLabels, type RequestStatus} from '@site/src/data/featureRequests';
import styles from './styles.module.css';

/** The status of a request, in words and colour. */
export default function StatusBadge({status}: {status: RequestStatus}): JSX.Element {
  return <span className={`${styles.badge} ${styles[status]}`}>{statusLabels[status]}</span>;
}
