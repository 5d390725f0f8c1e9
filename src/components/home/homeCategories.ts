import { HOME_CATEGORIES } from '@/lib/jobs/options'

export type HomeCategory = (typeof HOME_CATEGORIES)[number]

/** The hero's popular quick buttons: five of the home categories. */
const QUICK_LABELS: readonly HomeCategory['label'][] = [
  'Engineering',
  'Marketing',
  'Design',
  'Product',
  'Support',
]

export const QUICK_CATEGORIES = HOME_CATEGORIES.filter((tile) => QUICK_LABELS.includes(tile.label))

/** The jobs listing filtered by one listing category (the tile "Support" is "Customer Support"). */
export const jobsCategoryHref = (category: string) => `/jobs?${new URLSearchParams({ category })}`
