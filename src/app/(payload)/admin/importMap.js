import { ReviewQueueNavLink as ReviewQueueNavLink_9e3b22f3d23e74d836a24c9522092f78 } from '../../../../src/components/admin/ReviewQueue/ReviewQueueNavLink'
import { PendingReviewsBanner as PendingReviewsBanner_36674f7ab223deeda9a1f38e05e41562 } from '../../../../src/components/admin/ReviewQueue/PendingReviewsBanner'
import { ReviewQueueView as ReviewQueueView_995c1c5dd7c38d6fb147da5e9b14e911 } from '../../../../src/components/admin/ReviewQueue/ReviewQueueView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/ReviewQueue/ReviewQueueNavLink#ReviewQueueNavLink": ReviewQueueNavLink_9e3b22f3d23e74d836a24c9522092f78,
  "/src/components/admin/ReviewQueue/PendingReviewsBanner#PendingReviewsBanner": PendingReviewsBanner_36674f7ab223deeda9a1f38e05e41562,
  "/src/components/admin/ReviewQueue/ReviewQueueView#ReviewQueueView": ReviewQueueView_995c1c5dd7c38d6fb147da5e9b14e911,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
