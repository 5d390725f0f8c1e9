/**
 * Skills and tools job postings ask for, beyond the role families' keywords: what the built-in
 * engine can find in a job's description and look for in a resume. Kept as data; matching (word
 * forms, synonyms) is terms.ts's.
 */
export const SKILL_VOCABULARY = [
  // Engineering
  'TypeScript', 'JavaScript', 'Python', 'Java', 'Kotlin', 'Swift', 'Go', 'Rust', 'Ruby', 'Ruby on Rails', 'PHP', 'Laravel', 'Scala', 'Elixir', 'C#', '.NET', 'C++',
  'React', 'React Native', 'Next.js', 'Vue', 'Angular', 'Svelte', 'Node.js', 'Django', 'Flask', 'FastAPI', 'Spring', 'GraphQL', 'REST APIs', 'gRPC',
  'PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Elasticsearch', 'Kafka', 'RabbitMQ', 'Snowflake', 'BigQuery', 'dbt', 'Airflow', 'Spark',
  'AWS', 'GCP', 'Azure', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'CI/CD', 'GitHub Actions', 'Linux', 'Microservices', 'Observability', 'Security',
  'Machine learning', 'LLMs', 'PyTorch', 'TensorFlow', 'Data pipelines', 'ETL', 'SQL', 'Testing', 'Accessibility', 'Performance', 'Mobile', 'iOS', 'Android',
  // Design and product
  'Figma', 'Sketch', 'Prototyping', 'User research', 'Design systems', 'UX writing', 'Usability testing', 'Wireframes', 'Roadmaps', 'A/B testing',
  'Product analytics', 'Amplitude', 'Mixpanel', 'Jira', 'Agile', 'Scrum', 'Kanban',
  // Data and business
  'Excel', 'Google Sheets', 'Tableau', 'Looker', 'Power BI', 'Statistics', 'Forecasting', 'Financial modeling', 'Budgeting', 'Accounting', 'QuickBooks', 'Xero',
  // Marketing, sales, support
  'SEO', 'SEM', 'Google Ads', 'Content marketing', 'Copywriting', 'Email marketing', 'HubSpot', 'Salesforce', 'CRM', 'Lead generation', 'Social media',
  'Negotiation', 'Account management', 'Customer success', 'Onboarding', 'Zendesk', 'Intercom', 'Technical support', 'Troubleshooting', 'SLAs',
  // Working together
  'Stakeholder management', 'Project management', 'Mentoring', 'Leadership', 'Communication', 'Written communication', 'Asynchronous communication',
  'Documentation', 'Collaboration', 'Cross-functional', 'Remote', 'Spanish', 'French', 'German', 'Portuguese',
]
