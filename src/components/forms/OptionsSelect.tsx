import type { ComponentProps } from 'react'

import { NativeSelect } from '@/components/ui/native-select'

/** A select of fixed choices with an empty first option that asks for one ("Select a category"). */
export function OptionsSelect({ options, placeholder, ...props }: ComponentProps<'select'> & { options: readonly string[]; placeholder: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {options.map((value) => (
        <option key={value}>{value}</option>
      ))}
    </NativeSelect>
  )
}
