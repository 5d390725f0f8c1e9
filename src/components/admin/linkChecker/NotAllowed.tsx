import Link from 'next/link'
import styles from './linkChecker.module.css'

/** What anyone but an admin sees at /admin/link-checker. */
export const NotAllowed = ({ signedIn }: { signedIn: boolean }) => (
  <main className={styles.view} style={{ paddingInline: 'var(--gutter-h, 2rem)' }}>
    <h1>403 · Not allowed</h1>
    <p>The link checker is for admins only.</p>
    {!signedIn && (
      <p>
        <Link href="/admin/login?redirect=%2Fadmin%2Flink-checker">Sign in as an admin</Link>
      </p>
    )}
  </main>
)
