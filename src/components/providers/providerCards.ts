import type {
  BankingProvider,
  EsimProvider,
  HiringPlatform,
  InsuranceProvider,
} from '@/payload-types'

import type { ProviderCardProps } from './ProviderCard'

const base = (doc: InsuranceProvider | BankingProvider | EsimProvider | HiringPlatform) => ({
  id: doc.id,
  name: doc.name,
  logo: doc.logo,
  rating: doc.rating,
  bestFor: doc.bestFor,
  sponsored: doc.sponsored,
  link: doc.link,
})

export const insuranceCard = (doc: InsuranceProvider): ProviderCardProps => ({
  ...base(doc),
  facts: [
    ['Price', doc.price],
    ['Coverage', doc.coverage],
    ['Countries', doc.countries],
  ],
  features: doc.features,
  cons: doc.cons,
  action: `Get ${doc.name} Quote`,
})

export const bankingCard = (doc: BankingProvider): ProviderCardProps => ({
  ...base(doc),
  facts: [
    ['Monthly fee', doc.monthlyFee],
    ['Transfer fee', doc.transferFee],
    ['Currencies', doc.currencies],
  ],
  features: doc.features,
  cons: doc.cons,
  consLabel: 'Limitations',
  action: 'Open Account',
})

export const esimCard = (doc: EsimProvider): ProviderCardProps => ({
  ...base(doc),
  description: doc.description,
  facts: [
    ['Data plans', doc.dataPlans],
    ['Coverage', doc.coverage],
    ['Pricing', doc.pricing],
  ],
  features: doc.features,
  action: `Get ${doc.name} eSIM`,
})

export const hiringCard = (doc: HiringPlatform): ProviderCardProps => ({
  ...base(doc),
  description: doc.description,
  facts: [['Pricing', doc.pricing]],
  features: doc.features,
  action: 'Learn More',
})
