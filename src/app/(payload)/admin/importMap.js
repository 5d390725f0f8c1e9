import { LinkStatusCell as LinkStatusCell_64e1b454763ef10529437c7b3cf5ebf5 } from '../../../../src/components/admin/LinkStatusCell'
import { SyncNowButton as SyncNowButton_403063a440f7cb19dad4574ce2a4acd7 } from '../../../../src/components/admin/jobSources/SyncNowButton'
import { ReviewQueueNavLink as ReviewQueueNavLink_9e3b22f3d23e74d836a24c9522092f78 } from '../../../../src/components/admin/ReviewQueue/ReviewQueueNavLink'
import { LinkCheckerNavLink as LinkCheckerNavLink_677cac1fa546dcaa98928e2aa22f5f32 } from '../../../../src/components/admin/linkChecker/LinkCheckerNavLink'
import { StaffDashboard as StaffDashboard_85510d350c64a2625067e53ca2be4bee } from '../../../../src/components/admin/dashboard/StaffDashboard'
import { ReviewQueueView as ReviewQueueView_995c1c5dd7c38d6fb147da5e9b14e911 } from '../../../../src/components/admin/ReviewQueue/ReviewQueueView'
import { LinkCheckerView as LinkCheckerView_b4d4ac17ccd5634b26669faec387f295 } from '../../../../src/components/admin/linkChecker/LinkCheckerView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/LinkStatusCell#LinkStatusCell": LinkStatusCell_64e1b454763ef10529437c7b3cf5ebf5,
  "/src/components/admin/jobSources/SyncNowButton#SyncNowButton": SyncNowButton_403063a440f7cb19dad4574ce2a4acd7,
  "/src/components/admin/ReviewQueue/ReviewQueueNavLink#ReviewQueueNavLink": ReviewQueueNavLink_9e3b22f3d23e74d836a24c9522092f78,
  "/src/components/admin/linkChecker/LinkCheckerNavLink#LinkCheckerNavLink": LinkCheckerNavLink_677cac1fa546dcaa98928e2aa22f5f32,
  "/src/components/admin/dashboard/StaffDashboard#StaffDashboard": StaffDashboard_85510d350c64a2625067e53ca2be4bee,
  "/src/components/admin/ReviewQueue/ReviewQueueView#ReviewQueueView": ReviewQueueView_995c1c5dd7c38d6fb147da5e9b14e911,
  "/src/components/admin/linkChecker/LinkCheckerView#LinkCheckerView": LinkCheckerView_b4d4ac17ccd5634b26669faec387f295,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
