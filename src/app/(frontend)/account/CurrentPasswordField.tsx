import type { UseFormRegisterReturn } from 'react-hook-form'

import { FormField } from '@/components/auth/FormField'

/** The current password every account change asks for. */
export function CurrentPasswordField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  return <FormField id={id} label="Current password" type="password" autoComplete="current-password" error={error} {...registration} />
}
