import * as migration_20261122_214238_initial from './20261122_214238_initial';

export const migrations = [
  {
    up: migration_20261122_214238_initial.up,
    down: migration_20261122_214238_initial.down,
    name: '20261122_214238_initial'
  },
];
