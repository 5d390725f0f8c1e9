/** The top navigation and footer links, with their labels. */
export const HEADER_LINKS = [
  { href: '/jobs', label: 'Jobs' },
  { href: '/companies', label: 'Companies' },
  { href: '/nomad-visas', label: 'Digital Nomad Visas' },
  { href: '/resources', label: 'Nomad Resources' },
] as const

export const FOOTER_LINKS = [
  { href: '/', label: 'Browse Jobs' },
  { href: '/companies', label: 'Company Directory' },
  { href: '/resources', label: 'Remote Work Guide' },
  { href: '/post-job', label: 'Post a Job' },
  { href: '/nomad-visas', label: 'Digital Nomad Visas' },
  { href: '/remote-work-tools', label: 'Remote Tools' },
  { href: '/career-resources', label: 'Career Tools' },
  { href: '/resources', label: 'All Resources' },
  { href: '/developers', label: 'Jobs API' },
  { href: '/employer', label: 'Manage Your Jobs' },
] as const

export const POLICY_LABELS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'] as const
