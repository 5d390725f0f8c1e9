'use client'

import { Button, CheckboxInput, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type ReactNode, useState } from 'react'

import type { CheckLinksResponse } from '@/lib/linkCheck/runs/checkLinksRequest'
import { LINK_CHECK_MESSAGES as M } from '@/lib/linkCheck/messages'

import { postCheckLinks } from './checkLinksClient'
import { LinkResultsTable } from './LinkResultsTable'
import { LinkSummary } from './LinkSummary'
import styles from './linkChecker.module.css'
import { ProgressBar } from './ProgressBar'
import { useRunProgress } from './useRunProgress'

type Props = { companyCount: number; userId: number | string; lastRun?: ReactNode }

/**
 * The link checker: Check All Links, the progress bar (10, then the run's real progress up
 * to 90, then 100; 0 again on error), the summary, the broken links and Deactivate N Broken Job
 * Listings, after which the check runs again.
 */
export const LinkCheckerPanel = ({ companyCount, userId, lastRun }: Props) => {
  const [includeCompanies, setIncludeCompanies] = useState(true)
  const [busy, setBusy] = useState<'checking' | 'deactivating' | null>(null)
  const [progress, setProgress] = useState(0)
  const [answer, setAnswer] = useState<CheckLinksResponse | null>(null)
  const router = useRouter()
  const polling = useRunProgress(userId, (value) =>
    setProgress((current) => Math.min(Math.max(current, value), 90)),
  )

  // No companies in the body: the server checks the whole collection. [] checks none.
  const companies = includeCompanies ? undefined : []
  const brokenLinks = answer?.results.filter((result) => result.status === 'broken') ?? []
  const brokenJobs = brokenLinks.filter((result) => result.type === 'job').length
  const doubtful =
    answer?.results.filter((result) => result.status !== 'valid' && result.status !== 'broken') ??
    []

  const check = async () => {
    setBusy('checking')
    toast.info(M.startTitle, {
      description: M.startDescription(includeCompanies ? companyCount : 0),
    })
    setProgress(10)
    polling.start()
    try {
      const data = await postCheckLinks(
        { companies, checkJobs: true, removeBroken: false },
        M.checkUnsuccessful,
      )
      polling.stop()
      setProgress(90)
      setAnswer(data)
      setProgress(100)
      toast.success(M.doneTitle, {
        description: M.doneDescription(data.summary.broken, data.summary.total),
      })
      // The "Last check" line comes from the server: fetch it afresh.
      router.refresh()
    } catch (error) {
      polling.stop()
      setProgress(0)
      toast.error((error as Error).message || M.checkFailed)
    } finally {
      setBusy(null)
    }
  }

  const deactivate = async () => {
    if (!brokenJobs) {
      toast.info(M.noBrokenTitle, { description: M.noBrokenDescription })
      return
    }
    setBusy('deactivating')
    setProgress(10)
    polling.start()
    try {
      const data = await postCheckLinks(
        { companies, checkJobs: true, removeBroken: true },
        M.deactivateFailed,
      )
      polling.stop()
      setProgress(100)
      toast.success(M.deactivatedTitle, { description: M.deactivatedDescription(data.deactivated) })
    } catch (error) {
      polling.stop()
      setProgress(0)
      setBusy(null)
      toast.error((error as Error).message || M.deactivateFailed)
      return
    }
    // After a deactivation the link check runs again.
    await check()
  }

  return (
    <div className={styles.view}>
      <div>
        <h1>Link Checker</h1>
        <p className={styles.intro}>
          Checks every company careers link and every active job&apos;s apply link. Only broken
          links (404, 410, no such host, refused connections, closed postings) can deactivate a job;
          blocked and unknown ones are shown apart.
        </p>
        {lastRun}
      </div>
      <div className={styles.controls}>
        <Button onClick={() => void check()} disabled={busy !== null}>
          {M.checkButton}
        </Button>
        <label className={styles.option}>
          <CheckboxInput
            checked={includeCompanies}
            onToggle={() => setIncludeCompanies(!includeCompanies)}
            readOnly={busy !== null}
          />
          <span>Include the {companyCount} company careers links</span>
        </label>
      </div>
      <ProgressBar value={progress} active={busy !== null} />
      {answer && (
        <>
          {answer.inconclusive && (
            <p className={styles.notice} role="status">
              Inconclusive: {answer.summary.networkFailures} of {answer.summary.total} links got no
              answer at all, which points at this server&apos;s network. No verdict was saved and
              nothing will be deactivated from this run.
            </p>
          )}
          <LinkSummary summary={answer.summary} />
          <LinkResultsTable title="Broken links" results={brokenLinks} />
          <div>
            <Button onClick={() => void deactivate()} disabled={busy !== null}>
              {M.deactivateButton(brokenJobs)}
            </Button>
          </div>
          {doubtful.length > 0 && (
            <details>
              <summary>
                Blocked, unknown or TLS errors ({doubtful.length}): shown apart, never deactivated
              </summary>
              <LinkResultsTable title="Blocked or unknown" results={doubtful} showStatus />
            </details>
          )}
        </>
      )}
    </div>
  )
}
