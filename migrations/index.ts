import * as migration_20261122_214238_initial from './20261122_214238_initial';
import * as migration_20261122_215256_member_plan_optional from './20261122_215256_member_plan_optional';
import * as migration_20261122_215418_jobs_search_indexes from './20261122_215418_jobs_search_indexes';
import * as migration_20261122_221633_jobs_listing_covering_indexes from './20261122_221633_jobs_listing_covering_indexes';
import * as migration_20261122_222516_jobs_queue_rate_limits_schedules from './20261122_222516_jobs_queue_rate_limits_schedules';
import * as migration_20261122_224338_link_checker from './20261122_224338_link_checker';

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
    up: migration_20261122_224338_link_checker.up,
    down: migration_20261122_224338_link_checker.down,
    name: '20261122_224338_link_checker'
  },
];
