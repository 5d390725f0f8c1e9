import type { AtsAdapter, AtsKind } from '../types'
import { ashby } from './ashby'
import { greenhouse } from './greenhouse'
import { lever } from './lever'
import { personio } from './personio'
import { recruitee } from './recruitee'
import { smartrecruiters } from './smartrecruiters'
import { workable } from './workable'

/** The adapter reading each kind of board. */
export const ATS_ADAPTERS: Record<AtsKind, AtsAdapter> = {
  greenhouse,
  lever,
  ashby,
  workable,
  recruitee,
  smartrecruiters,
  personio,
}
