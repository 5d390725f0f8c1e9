import type { UseFormRegisterReturn } from 'react-hook-form'

import { InputField } from '@/components/forms/InputField'

/** The current password every account change asks for. */
export function CurrentPasswordField({ id, error, registration }: { id: string; error?: string; registration: UseFormRegisterReturn }) {
  return <InputField id={id} label="Current password" type="password" autoComplete="current-password" error={error} {...registration} />
}
