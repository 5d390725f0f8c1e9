import { topic, type Topic } from './topicWords'

/** The topics of the bank's role-specific questions (see ROLE_FAMILIES in questionBank.ts). */
export const ROLE_TOPICS: Topic[] = [
  topic(
    'reviewing a pull request',
    /pull request|code review/i,
    `
      pull request, pr, review, reviewer, comment, diff, code, test, approve, suggestion,
      nit, context, description, ci, merge, branch, github, gitlab, checklist, async
    `,
  ),
  topic(
    'a production incident',
    /incident|outage/i,
    `
      incident, outage, production, on call, alert, pager, rollback, roll back, deploy,
      release, root cause, postmortem, post-mortem, logs, monitoring, datadog, grafana,
      sentry, error, hotfix, downtime, recover, status page, customer
    `,
  ),
  topic(
    'documenting a technical decision',
    /document a technical decision|document .*decision/i,
    `
      document, documentation, doc, adr, decision record, rfc, design doc, wiki, notion,
      confluence, readme, context, trade-off, alternative, option, decision, template, link,
      why
    `,
  ),
  topic(
    'remote user research',
    /user research|usability|participants/i,
    `
      research, user, participant, interview, usability, test, session, recruit, zoom,
      lookback, maze, unmoderated, moderated, recording, prototype, survey, insight, finding,
      synthesis, persona, screen share
    `,
  ),
  topic(
    'defending a design with data',
    /design decision|defended with data/i,
    `
      design, decision, data, metric, test, a/b, experiment, analytics, conversion, research,
      evidence, stakeholder, push back, prototype, variant, heatmap
    `,
  ),
  topic(
    'handing off designs',
    /hand off designs|handoff|hand-off/i,
    `
      handoff, hand off, engineer, developer, spec, annotation, figma, component,
      design system, token, redline, video, loom, walkthrough, comment, question, edge case,
      state
    `,
  ),
  topic(
    'keeping a roadmap visible',
    /roadmap/i,
    `
      roadmap, priority, trade-off, stakeholder, quarter, okr, goal, plan, visible, share,
      doc, update, review, backlog, now next later
    `,
  ),
  topic(
    'a launch that did not go to plan',
    /launch/i,
    `
      launch, release, ship, rollout, beta, customer, wrong, bug, delay, learn, lesson,
      postmortem, retro, plan, date, rollback
    `,
  ),
  topic(
    'meetings across time zones',
    /meetings/i,
    `
      meeting, agenda, notes, recording, record, async, time zone, rotate, facilitator, doc,
      pre-read, comment, decision, summary, timebox
    `,
  ),
  topic(
    'a measured campaign or piece of content',
    /campaign|piece of content/i,
    `
      campaign, content, article, post, blog, email, newsletter, seo, traffic, conversion,
      click, open rate, lead, signup, revenue, analytics, ad
    `,
  ),
  topic(
    'getting feedback on drafts',
    /drafts/i,
    `
      draft, feedback, review, comment, google docs, deadline, reviewer, edit, editor, loom,
      checklist, turnaround
    `,
  ),
  topic(
    'deciding what not to work on',
    /not to work on/i,
    `
      priority, impact, effort, goal, say no, trade-off, focus, backlog, drop, stop, cut,
      value, opportunity cost
    `,
  ),
  topic(
    'customers',
    /customer/i,
    `
      customer, client, user, call, email, video, ticket, complaint, angry, unhappy,
      frustrated, upset, refund, escalate, apologize, listen, empathy, churn, renew, loyal,
      account, support, satisfaction, csat, nps, review, follow up, knowledge base, crm,
      salesforce, hubspot, zendesk, intercom
    `,
  ),
  topic(
    'an analysis that changed a decision',
    /analysis/i,
    `
      analysis, data, query, sql, dashboard, chart, model, insight, finding, decision,
      stakeholder, present, presentation, deck, slide, doc, loom, recommendation
    `,
  ),
  topic(
    'numbers stakeholders trust',
    /numbers|trusted/i,
    `
      data, number, metric, definition, source, validate, check, test, reconcile, document,
      dashboard, quality, trust, audit, discrepancy
    `,
  ),
  topic(
    'a pipeline or report you automated',
    /pipeline|automated/i,
    `
      pipeline, automate, script, schedule, airflow, dbt, python, sql, etl, report,
      dashboard, hours, saved, manual, job, cron
    `,
  ),
]
