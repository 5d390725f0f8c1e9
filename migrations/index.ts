import * as migration_20261122_214238_initial from './20261122_214238_initial';
import * as migration_20261122_215256_member_plan_optional from './20261122_215256_member_plan_optional';
import * as migration_20261122_215418_jobs_search_indexes from './20261122_215418_jobs_search_indexes';
import * as migration_20261122_221633_jobs_listing_covering_indexes from './20261122_221633_jobs_listing_covering_indexes';
import * as migration_20261122_222516_jobs_queue_rate_limits_schedules from './20261122_222516_jobs_queue_rate_limits_schedules';
import * as migration_20261122_222619_guides_display_and_visa_program from './20261122_222619_guides_display_and_visa_program';
import * as migration_20261122_223018_job_posting_source_idempotency from './20261122_223018_job_posting_source_idempotency';
import * as migration_20261122_223500_send_email_task from './20261122_223500_send_email_task';
import * as migration_20261122_224338_link_checker from './20261122_224338_link_checker';
import * as migration_20261122_225251_newsletter_digest_job_alerts from './20261122_225251_newsletter_digest_job_alerts';
import * as migration_20261122_230115_merge_guides_schema_snapshot from './20261122_230115_merge_guides_schema_snapshot';
import * as migration_20261122_231113_staff_no_lockout from './20261122_231113_staff_no_lockout';
import * as migration_20261122_235013_merge_link_checker_schema_snapshot from './20261122_235013_merge_link_checker_schema_snapshot';
import * as migration_20261123_003649_case_insensitive_order from './20261123_003649_case_insensitive_order';
import * as migration_20261123_031022_security_review from './20261123_031022_security_review';
import * as migration_20261123_100000_cache_change_notifications from './20261123_100000_cache_change_notifications';
import * as migration_20261123_180000_jobs_sort_collation from './20261123_180000_jobs_sort_collation';
import * as migration_20261123_193432_visa_income_normalized from './20261123_193432_visa_income_normalized';
import * as migration_20261123_193500_visa_income_backfill from './20261123_193500_visa_income_backfill';
import * as migration_20261123_222226_scheduled_tasks from './20261123_222226_scheduled_tasks';
import * as migration_20261123_224343_job_fit from './20261123_224343_job_fit';
import * as migration_20261123_224400_job_fit_backfill from './20261123_224400_job_fit_backfill';
import * as migration_20261123_231047_visa_excluded_nationalities from './20261123_231047_visa_excluded_nationalities';
import * as migration_20261123_235119_member_lives_in from './20261123_235119_member_lives_in';
import * as migration_20261124_010000_job_fit_covering_indexes from './20261124_010000_job_fit_covering_indexes';
import * as migration_20261124_023817_launch_special_limit from './20261124_023817_launch_special_limit';
import * as migration_20261124_041241_payments from './20261124_041241_payments';
import * as migration_20261124_041242_stripe_events from './20261124_041242_stripe_events';
import * as migration_20261124_050543_premium_ending from './20261124_050543_premium_ending';
import * as migration_20261124_120000_admin_dashboard from './20261124_120000_admin_dashboard';
import * as migration_20261127_050718_payment_amount_checks from './20261127_050718_payment_amount_checks';
import * as migration_20261127_061802_review_awaiting_confirmation from './20261127_061802_review_awaiting_confirmation';
import * as migration_20261127_085241_ats_job_sources from './20261127_085241_ats_job_sources';
import * as migration_20261127_111137_employer_management from './20261127_111137_employer_management';
import * as migration_20261127_120000_job_counts from './20261127_120000_job_counts';
import * as migration_20261127_200000_part_time_hourly_pay from './20261127_200000_part_time_hourly_pay';
import * as migration_20261128_022636_search_engine_notices from './20261128_022636_search_engine_notices';

export const migrations = [
  {
    up: migration_20261122_214238_initial.up,
    down: migration_20261122_214238_initial.down,
    name: '20261122_214238_initial',
  },
  {
    up: migration_20261122_215256_member_plan_optional.up,
    down: migration_20261122_215256_member_plan_optional.down,
    name: '20261122_215256_member_plan_optional',
  },
  {
    up: migration_20261122_215418_jobs_search_indexes.up,
    down: migration_20261122_215418_jobs_search_indexes.down,
    name: '20261122_215418_jobs_search_indexes',
  },
  {
    up: migration_20261122_221633_jobs_listing_covering_indexes.up,
    down: migration_20261122_221633_jobs_listing_covering_indexes.down,
    name: '20261122_221633_jobs_listing_covering_indexes',
  },
  {
    up: migration_20261122_222516_jobs_queue_rate_limits_schedules.up,
    down: migration_20261122_222516_jobs_queue_rate_limits_schedules.down,
    name: '20261122_222516_jobs_queue_rate_limits_schedules',
  },
  {
    up: migration_20261122_222619_guides_display_and_visa_program.up,
    down: migration_20261122_222619_guides_display_and_visa_program.down,
    name: '20261122_222619_guides_display_and_visa_program',
  },
  {
    up: migration_20261122_223018_job_posting_source_idempotency.up,
    down: migration_20261122_223018_job_posting_source_idempotency.down,
    name: '20261122_223018_job_posting_source_idempotency',
  },
  {
    up: migration_20261122_223500_send_email_task.up,
    down: migration_20261122_223500_send_email_task.down,
    name: '20261122_223500_send_email_task',
  },
  {
    up: migration_20261122_224338_link_checker.up,
    down: migration_20261122_224338_link_checker.down,
    name: '20261122_224338_link_checker',
  },
  {
    up: migration_20261122_225251_newsletter_digest_job_alerts.up,
    down: migration_20261122_225251_newsletter_digest_job_alerts.down,
    name: '20261122_225251_newsletter_digest_job_alerts',
  },
  {
    up: migration_20261122_230115_merge_guides_schema_snapshot.up,
    down: migration_20261122_230115_merge_guides_schema_snapshot.down,
    name: '20261122_230115_merge_guides_schema_snapshot',
  },
  {
    up: migration_20261122_231113_staff_no_lockout.up,
    down: migration_20261122_231113_staff_no_lockout.down,
    name: '20261122_231113_staff_no_lockout',
  },
  {
    up: migration_20261122_235013_merge_link_checker_schema_snapshot.up,
    down: migration_20261122_235013_merge_link_checker_schema_snapshot.down,
    name: '20261122_235013_merge_link_checker_schema_snapshot',
  },
  {
    up: migration_20261123_003649_case_insensitive_order.up,
    down: migration_20261123_003649_case_insensitive_order.down,
    name: '20261123_003649_case_insensitive_order',
  },
  {
    up: migration_20261123_031022_security_review.up,
    down: migration_20261123_031022_security_review.down,
    name: '20261123_031022_security_review',
  },
  {
    up: migration_20261123_100000_cache_change_notifications.up,
    down: migration_20261123_100000_cache_change_notifications.down,
    name: '20261123_100000_cache_change_notifications',
  },
  {
    up: migration_20261123_180000_jobs_sort_collation.up,
    down: migration_20261123_180000_jobs_sort_collation.down,
    name: '20261123_180000_jobs_sort_collation',
  },
  {
    up: migration_20261123_193432_visa_income_normalized.up,
    down: migration_20261123_193432_visa_income_normalized.down,
    name: '20261123_193432_visa_income_normalized',
  },
  {
    up: migration_20261123_193500_visa_income_backfill.up,
    down: migration_20261123_193500_visa_income_backfill.down,
    name: '20261123_193500_visa_income_backfill',
  },
  {
    up: migration_20261123_222226_scheduled_tasks.up,
    down: migration_20261123_222226_scheduled_tasks.down,
    name: '20261123_222226_scheduled_tasks',
  },
  {
    up: migration_20261123_224343_job_fit.up,
    down: migration_20261123_224343_job_fit.down,
    name: '20261123_224343_job_fit',
  },
  {
    up: migration_20261123_224400_job_fit_backfill.up,
    down: migration_20261123_224400_job_fit_backfill.down,
    name: '20261123_224400_job_fit_backfill',
  },
  {
    up: migration_20261123_231047_visa_excluded_nationalities.up,
    down: migration_20261123_231047_visa_excluded_nationalities.down,
    name: '20261123_231047_visa_excluded_nationalities',
  },
  {
    up: migration_20261123_235119_member_lives_in.up,
    down: migration_20261123_235119_member_lives_in.down,
    name: '20261123_235119_member_lives_in',
  },
  {
    up: migration_20261124_010000_job_fit_covering_indexes.up,
    down: migration_20261124_010000_job_fit_covering_indexes.down,
    name: '20261124_010000_job_fit_covering_indexes',
  },
  {
    up: migration_20261124_023817_launch_special_limit.up,
    down: migration_20261124_023817_launch_special_limit.down,
    name: '20261124_023817_launch_special_limit',
  },
  {
    up: migration_20261124_041241_payments.up,
    down: migration_20261124_041241_payments.down,
    name: '20261124_041241_payments',
  },
  {
    up: migration_20261124_041242_stripe_events.up,
    down: migration_20261124_041242_stripe_events.down,
    name: '20261124_041242_stripe_events',
  },
  {
    up: migration_20261124_050543_premium_ending.up,
    down: migration_20261124_050543_premium_ending.down,
    name: '20261124_050543_premium_ending',
  },
  {
    up: migration_20261124_120000_admin_dashboard.up,
    down: migration_20261124_120000_admin_dashboard.down,
    name: '20261124_120000_admin_dashboard',
  },
  {
    up: migration_20261127_050718_payment_amount_checks.up,
    down: migration_20261127_050718_payment_amount_checks.down,
    name: '20261127_050718_payment_amount_checks',
  },
  {
    up: migration_20261127_061802_review_awaiting_confirmation.up,
    down: migration_20261127_061802_review_awaiting_confirmation.down,
    name: '20261127_061802_review_awaiting_confirmation',
  },
  {
    up: migration_20261127_085241_ats_job_sources.up,
    down: migration_20261127_085241_ats_job_sources.down,
    name: '20261127_085241_ats_job_sources',
  },
  {
    up: migration_20261127_111137_employer_management.up,
    down: migration_20261127_111137_employer_management.down,
    name: '20261127_111137_employer_management',
  },
  {
    up: migration_20261127_120000_job_counts.up,
    down: migration_20261127_120000_job_counts.down,
    name: '20261127_120000_job_counts',
  },
  {
    up: migration_20261127_200000_part_time_hourly_pay.up,
    down: migration_20261127_200000_part_time_hourly_pay.down,
    name: '20261127_200000_part_time_hourly_pay',
  },
  {
    up: migration_20261128_022636_search_engine_notices.up,
    down: migration_20261128_022636_search_engine_notices.down,
    name: '20261128_022636_search_engine_notices',
  },
];
