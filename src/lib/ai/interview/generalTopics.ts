import { topic, type Topic } from './topicWords'

/** The topics of the interview-prep guide's 16 general questions (see questionBank.ts). */
export const GENERAL_TOPICS: Topic[] = [
  topic(
    'your experience of remote work',
    /experience working remotely|remote work experience|worked remotely/i,
    `
      remote, remotely, home, home office, office, commute, distributed, time zone, handover,
      spread across, written, overcommunicate, flexibility, flexible, isolation, lonely,
      disconnected, visibility, visible, async, asynchronous, self-discipline, focus,
      distraction, video call, in person, face to face, overcommunicate, hard part,
      worked well, adjust, fully remote, from home, years remote, loneliness, routine,
      structure, boundaries, communication, slack, zoom,
      asynchronously, across countries, countries, continents, abroad, overseas, ocean,
      other side, overlap, overlapping, hours apart, europe, california, america, americas, asia,
      africa, australia, emea, apac, never met, rarely saw, write things down, recorded, video,
      decision log, documented
    `,
  ),
  topic(
    'how you set up your day and workspace',
    /workspace|set up your day|stay productive|on the road/i,
    `
      desk, chair, monitor, screen, headset, headphones, keyboard, laptop, room, office,
      coworking, cafe, wifi, internet, hotspot, routine, morning, start, day, to-do, list,
      calendar, block, focus, deep work, distraction, discipline, break, lunch, travel, road,
      hotel, apartment, airbnb, pomodoro, noise, quiet, productive, evening, plan, schedule,
      my day, setup, set up, standing desk, second monitor, spare room, kitchen table,
      power bank, backup, noise-cancelling, checklist
    `,
  ),
  topic(
    'a remote project you are proud of',
    /project you are proud|proud of/i,
    `
      project, proud, proudest, launch, ship, built, rebuild, redesign, deliver, milestone,
      kickoff, demo, weekly, update, async, doc, plan, deadline, stakeholder, scope, loom,
      asana, trello, jira, call, batch, split, momentum, time zone, continent, publish,
      on schedule, office
    `,
  ),
  topic(
    'the tools you use to collaborate',
    /\btools?\b|\bsoftware\b|\bapps?\b/i,
    `
      tool, app, software, platform, channel, thread, video, doc, wiki, board, ticket,
      tracker, template, integration, email, slack, notion, zoom, jira, github, gitlab,
      asana, trello, loom, figma, miro, confluence, linear, basecamp, clickup, airtable,
      google docs, google meet, teams, calendly, discord, zendesk, intercom, dropbox,
      whiteboard, chat, video call, screen recording, shared drive, google drive,
      spreadsheet, kanban, calendar
    `,
  ),
  topic(
    'keeping people informed of your progress',
    /informed|your progress|status update|in the loop/i,
    `
      update, progress, status, standup, report, summary, note, post, share, inform,
      in the loop, check-in, blocker, blocked, done, next, weekly, daily, end of day, tag,
      visible, visibility, ticket, board, async, written, demo, heads-up, flag, risk,
      dashboard, changelog, let them know, keep them posted, eod, written update,
      weekly summary, loom, one-on-one, 1:1, check in
    `,
  ),
  topic(
    'a written message that was misunderstood',
    /written|misunderstood|misread|wording/i,
    `
      wrote, write, written, message, post, email, comment, reread, misread, misunderstood,
      misunderstanding, misinterpreted, confused, confusion, meant, tone, clarify,
      clarification, wording, phrase, rewrote, reply, text, thread, ambiguous, assumed,
      assumption, intended, emoji, read, read back, took it as, as a sign, came across,
      sounded, offended, discuss, example, sarcasm, took it, thought i, interpreted, literal,
      context, clearer, more specific, spelled out, follow-up, caps
    `,
  ),
  topic(
    'working across time zones',
    /time ?zones?|far-apart|around the world/i,
    `
      time zone, timezone, overlap, async, asynchronous, handover, handoff, schedule,
      calendar, morning, evening, night, midnight, early, late, hour, awake, asleep, wake,
      local time, utc, gmt, pacific, eastern, world clock, rotate, record, flexible,
      follow the sun, daylight, overlap hours, working hours, their morning, my evening,
      end of my day, start of their day, shift, asia, europe, americas, australia, apac,
      emea, pst, est, cet, sydney, singapore
    `,
  ),
  topic(
    'giving difficult feedback',
    /feedback|criticism|critique/i,
    `
      feedback, criticism, criticize, critique, told, tell, raise, honest, kind, privately,
      private, one-to-one, 1:1, video call, call, conversation, concern, complain, complaint,
      harsh, defensive, upset, expectation, improve, improvement, specific, listen, check-in,
      follow up, review, performance, camera, trust, rapport, never met, in person,
      face to face, behaviour, behavior, impact, noticed, pattern, in private, camera on,
      what was working, what wasn't
    `,
  ),
  topic(
    'how you prioritise',
    /prioriti[sz]e|nobody is looking|over your shoulder/i,
    `
      priority, prioritize, urgent, important, impact, deadline, plan, list, to-do, focus,
      eisenhower, goal, okr, backlog, calendar, block, estimate, value, effort, accountable,
      accountability, first thing, top three, week, morning, most important, matters most,
      top priority, eat the frog, quarter, board
    `,
  ),
  topic(
    'a missed deadline',
    /deadline|\blate\b|overdue|\bdue\b/i,
    `
      deadline, due, late, delay, missed, miss, date, extension, estimate, underestimate,
      behind, slip, on time, finish, deliver, scope, option, flag, warn, buffer, timeline,
      longer hours, overtime, apologize, reschedule, new date, running late, pushed back,
      new deadline, end of the week, heads up, as soon as i knew, underestimated, cut scope
    `,
  ),
  topic(
    'avoiding burnout and keeping boundaries',
    /burnout|boundar|rest of your life|work-life|wellbeing|well-being/i,
    `
      burnout, burn out, exhausted, exhaustion, tired, stress, boundary, evening, weekend,
      sunday, saturday, working hours, stop, hard stop, switch off, log off, shut down,
      laptop, notification, break, vacation, holiday, time off, gym, walk, exercise, run,
      sleep, rest, family, friends, hobby, overtime, balance, commute, separate, routine,
      unplug, recharge, hours, logged off, turn off, offline, evenings, weekends, days off,
      pto, phone, kids, partner, shutdown
    `,
  ),
  topic(
    'learning something new on your own',
    /\blearn|teach yourself|new skill/i,
    `
      learn, learnt, course, tutorial, documentation, docs, read, practice, taught,
      teach myself, youtube, book, study, udemy, coursera, figure out, experiment, sandbox,
      mentor, nobody knew, first time, guide, trial and error, certification, skill,
      understand, never used, from scratch, never written, never done, had never, i'd never,
      self-taught, picked up, up to speed, worked out how, read up, videos, evenings,
      examples, practise, until
    `,
  ),
  topic(
    'getting unstuck when help is offline',
    /stuck|offline|unavailable|couldn't reach/i,
    `
      stuck, offline, asleep, logged off, away, unavailable, out of office, weekend, night,
      alone, on my own, myself, search, google, stack overflow, wiki, docs, documentation,
      runbook, logs, debug, error, fail, broke, figure out, workaround, wait, root cause,
      fix, reproduce, narrow down, tried, experiment, note, unblock, by myself, without help,
      searched, read the docs, old tickets, slack history, source code, isolate, narrowed,
      left a note, wrote up, hours later
    `,
  ),
  topic(
    'a process you improved and how you measured it',
    /process|workflow|improved/i,
    `
      process, improve, workflow, instead of, change, used to, no longer, meeting, planning,
      standup, efficient, saved, shorter, quicker, measure, metric, track, dashboard,
      compare, median, average, per week, baseline, survey, retro, retrospective, reduce,
      faster, rotation, automate, template, checklist, efficiency, bottleneck, step,
      cycle time, lead time, throughput, before and after, kpi, went from, cut, halved,
      weekly, tracked, measured, feedback
    `,
  ),
  topic(
    'measuring a result',
    /measure/i,
    `
      measure, metric, track, dashboard, data, survey, compare, baseline, median, average,
      kpi, number, percent, rate, score, analytics
    `,
  ),
  topic(
    'a decision with incomplete information',
    /decision|incomplete information|uncertain/i,
    `
      decision, decide, choose, chose, pick, whether, either, weigh, go with, went with,
      option, data, information, risk, assumption, assume, uncertain, uncertainty, guess,
      incomplete, trade-off, reversible, bet, experiment, pilot, gut, instinct, evidence,
      missing, unknown, judgment, judgement, call, without, didn't know, not sure, no time,
      wasn't time, couldn't, delay, hold off, monitor
    `,
  ),
  topic(
    'a conflict between teammates',
    /conflict|disagree|tension|friction/i,
    `
      conflict, disagree, disagreement, clash, tension, tense, argument, argue, both,
      each of them, separately, privately, mediate, side, perspective, listen, common ground,
      compromise, agree, ownership, owner, escalate, resolve, friction, frustrate, blame,
      one-to-one, neutral, heated, apart, work it out, between them, both sides, manager,
      talk to, disagreed, their side, each side, hear, mediated, agreed on, common goal,
      shared doc
    `,
  ),
]
