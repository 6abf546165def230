// Sample search queries, the way a person would type them into the X search box.
// check.mjs asserts that every one of them matches several posts of the corpus.

export const queries = [
  'rust async',
  'typescript generics',
  '#climate',
  '"edge computing"',
  'ラーメン',
  'from:ferrowheel',
  'coffee -decaf',
  'café',
  'football OR soccer',
  'lang:es fútbol',
  'sourdough',
  'cloudflare workers',
  'heat pump',
  'marathon training',
  'bike lanes',
  'index funds',
  '東京',
  'llm evals',
  'photography has:images',
  'zürich',
]
