import type { ReferenceParameter } from '@/lib/publicApi/apiReference'

import { DescriptionText } from './DescriptionText'
import { SectionLabel } from './SectionLabel'
import { ValueFacts } from './ValueFacts'

/** An operation's parameters: name, where it goes, type and whether required; then what it means. */
export function ParametersTable({ parameters }: { parameters: ReferenceParameter[] }) {
  return (
    <div>
      <SectionLabel>Parameters</SectionLabel>
      <table className="mt-2 w-full table-fixed border-collapse text-left text-sm">
        <colgroup>
          <col className="w-2/5 sm:w-1/4" />
          <col />
        </colgroup>
        <thead className="border-b border-slate-200 text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Description
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {parameters.map((parameter) => (
            <tr key={`${parameter.in}:${parameter.name}`}>
              <td className="py-2 pr-3">
                <code className="font-semibold text-slate-900 wrap-anywhere">{parameter.name}</code>
                <p className="mt-0.5 font-mono text-xs text-slate-600 wrap-anywhere">
                  {parameter.type}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">
                  in {parameter.in}
                  {parameter.required && (
                    <span className="font-semibold text-rose-700"> · required</span>
                  )}
                  {parameter.deprecated && <span> · deprecated</span>}
                </p>
              </td>
              <td className="py-2 wrap-break-word">
                {parameter.description && (
                  <p className="text-slate-700">
                    <DescriptionText text={parameter.description} />
                  </p>
                )}
                <ValueFacts shape={parameter} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
