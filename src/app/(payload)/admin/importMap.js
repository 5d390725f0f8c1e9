import { LinkStatusCell as LinkStatusCell_64e1b454763ef10529437c7b3cf5ebf5 } from '../../../../src/components/admin/LinkStatusCell'
import { LinkCheckerNavLink as LinkCheckerNavLink_677cac1fa546dcaa98928e2aa22f5f32 } from '../../../../src/components/admin/linkChecker/LinkCheckerNavLink'
import { LinkCheckerView as LinkCheckerView_b4d4ac17ccd5634b26669faec387f295 } from '../../../../src/components/admin/linkChecker/LinkCheckerView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/LinkStatusCell#LinkStatusCell": LinkStatusCell_64e1b454763ef10529437c7b3cf5ebf5,
  "/src/components/admin/linkChecker/LinkCheckerNavLink#LinkCheckerNavLink": LinkCheckerNavLink_677cac1fa546dcaa98928e2aa22f5f32,
  "/src/components/admin/linkChecker/LinkCheckerView#LinkCheckerView": LinkCheckerView_b4d4ac17ccd5634b26669faec387f295,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
