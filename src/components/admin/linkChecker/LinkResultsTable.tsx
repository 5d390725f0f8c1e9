import { LINK_CHECK_MESSAGES } from '@/lib/linkCheck/messages'
import { safeHref } from '@/lib/site/safeHref'
import type { CheckLinksResponse } from '@/lib/linkCheck/runs/checkLinksRequest'

import styles from './linkChecker.module.css'

type Result = CheckLinksResponse['results'][number]

/** A list of links: name, url, Company Link or Job Link, and why. */
export const LinkResultsTable = ({
  title,
  results,
  showStatus = false,
}: {
  title: string
  results: Result[]
  showStatus?: boolean
}) => (
  <section aria-label={title}>
    <h2>
      {title} ({results.length})
    </h2>
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">URL</th>
          <th scope="col">Type</th>
          {showStatus && <th scope="col">Status</th>}
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {results.map((result, index) => (
          <tr key={`${result.type}-${result.url}-${index}`}>
            <td>{result.name}</td>
            <td>
              {/* Anyone may post a job: a javascript: URL must never become a link in the admin. */}
              {safeHref(result.url) ? (
                <a href={safeHref(result.url)} target="_blank" rel="noopener noreferrer nofollow">
                  {result.url}
                </a>
              ) : (
                result.url
              )}
            </td>
            <td>{LINK_CHECK_MESSAGES.typeLabel[result.type]}</td>
            {showStatus && <td>{result.status}</td>}
            <td className={styles.muted}>{result.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
)
