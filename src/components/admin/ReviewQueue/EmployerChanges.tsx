import type { EmployerEdit } from '../../../lib/employers/employerJobs'

const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text) || '(empty)'

/** What a job's employer changed since its last review, each field before and after. */
export function EmployerChanges({ edit }: { edit: EmployerEdit }) {
  return (
    <details open style={{ margin: '0.5rem 0', fontSize: '0.9rem' }}>
      <summary>
        Edited by its employer {new Date(edit.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
        {edit.held ? ': the job stays listed as it was until the change is approved' : ': the change is listed already'}
      </summary>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: '0.5rem' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', padding: '0.25rem' }}>Field</th>
            <th scope="col" style={{ textAlign: 'left', padding: '0.25rem' }}>Before</th>
            <th scope="col" style={{ textAlign: 'left', padding: '0.25rem' }}>After</th>
          </tr>
        </thead>
        <tbody>
          {edit.changes.map((change) => (
            <tr key={change.field} style={{ borderTop: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' }}>
              <th scope="row" style={{ textAlign: 'left', padding: '0.25rem', fontWeight: 600 }}>{change.label}</th>
              <td style={{ padding: '0.25rem', whiteSpace: 'pre-wrap' }}>
                <del>{clip(change.before)}</del>
              </td>
              <td style={{ padding: '0.25rem', whiteSpace: 'pre-wrap' }}>
                <ins>{clip(change.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
