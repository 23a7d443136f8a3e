import type { ContextRule } from '../types.js';

// Words that show a sentence is about software, shared by the guarded programming languages. Not
// 'development' alone: business, product, curriculum and recipe development are as common (issue 33:
// 'Ada, Business Development, Fda' was the language Ada), and 'software development' has 'software'.
const PROGRAMMING = [
  'program*',
  'code',
  'coding',
  'language*',
  'developer*',
  'engineer*',
  'software',
  'backend',
  'frontend',
  'microservice*',
  'api*',
  'library',
  'libraries',
  'compiler*',
  'python',
  'java',
  'javascript',
  'typescript',
  'rust',
  'golang',
  'c++',
  'c#',
  'ruby',
  'kotlin',
  'scala',
  'php',
  'swift',
  'sql',
  'linux',
  'docker',
  'kubernetes',
  'grpc',
  // The neighbours in a plain skills list ("Ruby, PostgreSQL, Redis") are context enough.
  'postgres*',
  'mysql',
  'redis',
  'mongodb',
  'graphql',
  'react',
  'aws',
  'gcp',
  'git',
];

const STATISTICS = [
  'statistic*',
  'python',
  'sas',
  'spss',
  'stata',
  'matlab',
  'julia',
  'sql',
  'tidyverse',
  'ggplot*',
  'shiny',
  'rstudio',
  'cran',
  'regression',
  'analytics',
  'analysis',
  'data',
  'program*',
  'scripting',
  'bioinformatics',
  'econometric*',
  'scala',
  'excel',
];

const FRONTEND = ['css', 'html', 'javascript', 'js', 'frontend', 'front', 'sass', 'scss', 'web', 'stylesheet*', 'ui'];
const JS = ['javascript', 'js', 'node', 'nodejs', 'typescript', 'npm', 'frontend', 'react', 'web', 'webpack', 'vue'];
const BIG_DATA = [
  'hadoop',
  'data',
  'scala',
  'pyspark',
  'kafka',
  'etl',
  'sql',
  'hive',
  'hdfs',
  'databricks',
  'big',
  'spark',
];
const OPS = ['devops', 'configuration', 'ansible', 'terraform', 'infrastructure', 'automation', 'deploy*', 'server*'];
const OFFICE = ['microsoft', 'office', 'excel', 'powerpoint', 'word', 'outlook', 'access', 'ms', 'spreadsheet*'];
// "Go" the verb: "go to market", "go live", "go above and beyond".
const GO_VERB_FOLLOWERS = [
  'to',
  'live',
  'above',
  'beyond',
  'ahead',
  'back',
  'through',
  'the',
  'a',
  'for',
  'out',
  'on',
  'into',
  'with',
  'further',
  'far',
];
// Words of infrastructure work: "Automated PostgreSQL failover with Patroni and Consul".
const INFRA = [
  'hashicorp',
  'terraform',
  'kubernetes',
  'k8s',
  'docker',
  'patroni',
  'etcd',
  'zookeeper',
  'failover',
  'cluster*',
  'envoy',
  'istio',
  'ansible',
  'prometheus',
  'linux',
  'sre',
  'infrastructure',
  'devops',
  'postgres*',
];
// Who a presentation is given to: "presenting to executives", not "presenting proof-of-concepts".
const AUDIENCE = [
  'audience*',
  'executive*',
  'stakeholder*',
  'leadership',
  'board',
  'boards',
  'customer*',
  'client*',
  'conference*',
  'suite',
  'public',
  'investor*',
  'people',
  'leaders',
  'speaking',
  'speaker*',
  // What is presented to people: "presenting findings", "presenting nuanced insights".
  'findings',
  'insights',
  'recommendations',
  'meetup*',
  'events',
  'webinar*',
];
// The recruiting function, as opposed to a manager hiring their own team.
const RECRUITING = [
  'recruit*',
  'sourcing',
  'candidate*',
  'ats',
  'greenhouse',
  'lever',
  'requisition*',
  'headhunt*',
  'agency',
  'agencies',
  'cycle',
  'employer',
];
const PRIVACY_ENGINEERING = [
  'engineer*',
  'pii',
  'anonymi*',
  'pseudonymi*',
  'encrypt*',
  'tokeni*',
  'masking',
  'differential',
  'preserving',
  'by',
  'architecture',
  'controls',
];
const PRIVACY_LAW = [
  'law',
  'laws',
  'legal',
  'regulation*',
  'regulatory',
  'gdpr',
  'ccpa',
  'hipaa',
  'officer',
  'dpo',
  'counsel',
  'statute*',
  'legislation',
];
const LEADING = [
  'lead',
  'leads',
  'led',
  'leading',
  'leader*',
  'manag*',
  'head',
  'heading',
  'direct*',
  'drive',
  'driving',
  'drove',
];
// Sales tools beside "Outreach": "Salesforce, Salesloft and Outreach" is the product.
const SALES_TOOLS = [
  'salesforce',
  'salesloft',
  'gong',
  'hubspot',
  'navigator',
  'zoominfo',
  'apollo',
  'crm',
  'clari',
  'sequences',
];
const TESTING = ['test*', 'javascript', 'js', 'e2e', 'qa', 'automation', 'selenium', 'jest', 'unit'];

/**
 * Words that make a bare "testing" software testing. A laboratory's "repeat testing", a school's
 * "testing specialists", "fitness testing" and an auditor's "testing of controls" are testing of
 * something else: without one of these nearby the word is not the skill.
 */
const SOFTWARE_TESTING_WORDS = [
  'software',
  'code',
  'coding',
  'programming',
  'programmer*',
  'developer*',
  'qa',
  'bug*',
  'defect*',
  'automat*',
  'selenium',
  'junit',
  'jest',
  'cypress',
  'regression',
  'e2e',
  'uat',
  'api*',
  'script*',
  'release*',
  'deploy*',
  'app',
  'apps',
  'application*',
  'web',
  'ui',
  'patch*',
  'sdlc',
  'agile',
  'scrum',
  'jira',
  'java',
  'javascript',
  'python',
  'sql',
  'database*',
  'unit',
  'tdd',
  'bdd',
  'stack',
  'frontend',
  'backend',
  'feature*',
  'bugfix*',
  'backup*',
  'cybersecurity',
  'penetration',
];

/**
 * Words of electrical and electronic hardware under test: beside them "testing" and its "defects" are
 * an electrical test engineer's (circuit breakers, transformers, PCBs), not software testing.
 */
const HARDWARE_TEST_WORDS = [
  'circuit*',
  'breaker*',
  'transformer*',
  'pcb*',
  'insulation',
  'voltage',
  'megger',
  'relay*',
  'switchgear',
  'hardware',
  'electrical',
  'electronic',
  'wiring',
  'cable*',
  'hv',
  'lv',
  'kv',
  'mva',
];

/** Words that make "networking" computer networks, not meeting people ("networking events"). */
const NETWORK_WORDS = [
  'network*',
  'lan',
  'wan',
  'tcp*',
  'ip',
  'dns',
  'dhcp',
  'vpn',
  'vlan*',
  'cisco',
  'ccna',
  'ccnp',
  'comptia',
  'router*',
  'routing',
  'switch*',
  'firewall*',
  'wireless',
  'ethernet',
  'protocol*',
  'server*',
  'hardware',
  'linux',
  'unix',
  'windows',
  'infrastructure',
  'cabling',
  'computer*',
  'security',
  'troubleshoot*',
  'sysadmin',
  'administration',
  'it',
  'os',
  'kernel',
  'browser*',
  'web',
  'java',
  'javascript',
  'jee',
  'wireshark',
];

/**
 * Context rules by skill id. Every guarded alias is also a surface form of its skill, so the rule is
 * the whole story for it: e.g. "PM" is product management only near product words and project
 * management only near project words, and nothing at all in "5 PM".
 */
/** Words around "audit" that make it the accounting and compliance profession. */
const AUDIT_WORDS = [
  'financial',
  'internal',
  'external',
  'sox',
  'accounting',
  'gaap',
  'ifrs',
  'controls',
  'tax',
  'regulatory',
  'iso',
  'cpa',
  'auditor*',
];

/** "updates to senior leadership", "the leadership team": the people reported to, not the skill. */
const LEADERSHIP_AS_AUDIENCE = {
  notPrecededBy: [
    'to',
    'with',
    'from',
    'by',
    'for',
    'and',
    'our',
    'the',
    'across',
    'among',
    'of',
    'influence',
    'influencing',
    'inform',
    'informing',
    'updates',
    'update',
    'engage',
    'engaging',
    'keeping',
  ],
  notFollowedBy: ['team', 'teams', 'and', 'on', 'to'],
};

export const CONTEXT_RULES: Record<string, ContextRule[]> = {
  'product-management': [
    {
      alias: 'PM',
      caseSensitive: true,
      near: [
        'product*',
        'roadmap*',
        'backlog*',
        'stakeholder*',
        'discovery',
        'feature*',
        'launch*',
        'customer*',
        'user*',
        'prioriti*',
        'okr*',
      ],
    },
  ],
  'project-management': [
    {
      alias: 'PM',
      caseSensitive: true,
      near: [
        'project*',
        'pmp',
        'schedul*',
        'budget*',
        'timeline*',
        'milestone*',
        'gantt',
        'waterfall',
        'prince2',
        'scope',
        'resourc*',
        'deliverable*',
        'pmo',
      ],
    },
  ],
  // "(Go Sooners!)" is a cheer, even beside "software developer".
  go: [
    {
      alias: 'Go',
      caseSensitive: true,
      near: PROGRAMMING,
      notNear: ['market'],
      notFollowedBy: GO_VERB_FOLLOWERS,
      notInExclamation: true,
    },
    {
      alias: 'GO',
      caseSensitive: true,
      near: PROGRAMMING,
      notNear: ['market'],
      notFollowedBy: GO_VERB_FOLLOWERS,
      notInExclamation: true,
    },
  ],
  r: [{ alias: 'R', caseSensitive: true, near: STATISTICS, window: 60 }],
  c: [
    {
      alias: 'C',
      caseSensitive: true,
      near: ['c++', 'c#', 'embedded', 'firmware', 'kernel', 'assembly', 'rtos', 'microcontroller*', ...PROGRAMMING],
      notNear: ['series', 'suite', 'level', 'vitamin', 'grade', 'corp', 'degrees', 'celsius'],
      window: 60,
    },
  ],
  swift: [
    {
      alias: 'Swift',
      caseSensitive: true,
      near: ['ios', 'apple', 'xcode', 'swiftui', 'objective', 'mobile', 'cocoa', 'macos', ...PROGRAMMING],
    },
  ],
  dart: [{ alias: 'Dart', caseSensitive: true, near: ['flutter', 'mobile', ...PROGRAMMING] }],
  julia: [
    { alias: 'Julia', caseSensitive: true, near: ['python', 'matlab', 'numerical', 'scientific', 'r', ...PROGRAMMING] },
  ],
  crystal: [{ alias: 'Crystal', caseSensitive: true, near: PROGRAMMING }],
  pascal: [{ alias: 'Pascal', caseSensitive: true, near: ['delphi', ...PROGRAMMING] }],
  ada: [
    {
      alias: 'Ada',
      caseSensitive: true,
      near: ['embedded', 'avionics', 'safety', ...PROGRAMMING],
      notNear: ['disabilities', 'accessibility'],
    },
  ],
  scheme: [{ alias: 'Scheme', caseSensitive: true, near: ['lisp', 'racket', 'functional', ...PROGRAMMING] }],
  racket: [{ alias: 'Racket', caseSensitive: true, near: ['lisp', 'scheme', 'functional', ...PROGRAMMING] }],
  elm: [{ alias: 'Elm', caseSensitive: true, near: ['functional', 'haskell', 'frontend', ...PROGRAMMING] }],
  nim: [{ alias: 'Nim', caseSensitive: true, near: PROGRAMMING }],
  zig: [{ alias: 'Zig', caseSensitive: true, near: PROGRAMMING }],
  groovy: [{ alias: 'Groovy', caseSensitive: true, near: ['jenkins', 'gradle', 'grails', ...PROGRAMMING] }],
  apex: [{ alias: 'Apex', caseSensitive: true, near: ['salesforce', 'visualforce', 'lightning', 'soql', 'trigger*'] }],
  'assembly-language': [
    {
      alias: 'Assembly',
      caseSensitive: true,
      near: ['x86', 'arm', 'embedded', 'firmware', 'low', ...PROGRAMMING],
      notNear: ['line', 'lines', 'manufactur*'],
    },
  ],
  'shell-scripting': [
    { alias: 'Shell', caseSensitive: true, near: ['bash', 'script*', 'linux', 'unix', 'zsh', 'command'] },
  ],
  ruby: [
    {
      alias: 'Ruby',
      near: [
        'rails',
        'programming',
        'python',
        'php',
        'java',
        'perl',
        'developer*',
        'engineer*',
        'rspec',
        'gems',
        'sinatra',
        'go',
        'javascript',
        'language*',
        'backend',
        'elixir',
        ...PROGRAMMING,
      ],
    },
  ],
  'ruby-on-rails': [{ alias: 'Rails', caseSensitive: true, near: ['ruby', 'activerecord', 'rspec', ...PROGRAMMING] }],
  'spring-framework': [
    {
      alias: 'Spring',
      caseSensitive: true,
      near: ['java', 'boot', 'hibernate', 'jvm', 'kotlin', 'mvc', 'microservice*', 'j2ee', 'maven'],
    },
  ],
  'express-js': [
    {
      alias: 'Express',
      caseSensitive: true,
      near: ['node', 'nodejs', 'javascript', 'typescript', 'mongodb', 'rest', 'api*', 'koa', 'nestjs', 'mern', 'mean'],
    },
  ],
  'node-js': [{ alias: 'Node', caseSensitive: true, notNear: ['cluster*', 'graph*', 'network*', 'tree*'] }],
  shiny: [
    {
      alias: 'Shiny',
      caseSensitive: true,
      near: ['r', 'rstudio', 'dashboard*', 'tidyverse', 'ggplot2', 'app*', 'statistic*'],
    },
  ],
  amplitude: [{ alias: 'Amplitude', caseSensitive: true }],
  'microsoft-windows': [{ alias: 'Windows', caseSensitive: true }],
  sentry: [
    {
      alias: 'Sentry',
      caseSensitive: true,
      near: ['error*', 'monitoring', 'datadog', 'logging', 'crash*', 'observability', 'grafana', 'new'],
    },
  ],
  'epic-systems': [
    {
      alias: 'Epic',
      caseSensitive: true,
      near: [
        'ehr',
        'emr',
        'clinical',
        'health*',
        'hospital*',
        'patient*',
        'cerner',
        'meditech',
        'charting',
        'epiccare',
      ],
    },
  ],
  blender: [
    {
      alias: 'Blender',
      caseSensitive: true,
      near: [
        '3d',
        'maya',
        'cinema',
        'zbrush',
        'modeling',
        'modelling',
        'render*',
        'animation',
        'unity',
        'unreal',
        'houdini',
      ],
    },
  ],
  lean: [
    {
      alias: 'Lean',
      near: [
        'six',
        'sigma',
        'kaizen',
        'agile',
        'manufactur*',
        'process*',
        'methodolog*',
        'principles',
        'kanban',
        'improvement',
        'startup',
        '5s',
        'waste',
      ],
    },
  ],
  polish: [{ alias: 'Polish', caseSensitive: true }],
  safe: [
    { alias: 'SAFe', caseSensitive: true },
    { alias: 'SAFE', caseSensitive: true, near: ['agile', 'scrum', 'framework', 'scaled', 'pi', 'release', 'art'] },
  ],
  'clean-code': [{ alias: 'SOLID', caseSensitive: true }],
  react: [
    { alias: 'React', caseSensitive: true },
    { alias: 'REACT', caseSensitive: true },
  ],
  'ember-js': [{ alias: 'Ember', caseSensitive: true, near: JS }],
  'backbone-js': [{ alias: 'Backbone', caseSensitive: true, near: JS }],
  'meteor-js': [{ alias: 'Meteor', caseSensitive: true, near: JS }],
  bootstrap: [{ alias: 'Bootstrap', caseSensitive: true, near: FRONTEND }],
  less: [
    { alias: 'Less', caseSensitive: true, near: ['sass', 'scss', 'stylus', 'css', 'preprocessor*'] },
    { alias: 'LESS', caseSensitive: true, near: ['sass', 'scss', 'css'] },
  ],
  stylus: [{ alias: 'Stylus', caseSensitive: true, near: ['sass', 'scss', 'less', 'css'] }],
  rollup: [
    { alias: 'Rollup', caseSensitive: true, near: ['webpack', 'vite', 'esbuild', 'bundler*', 'javascript', 'js'] },
  ],
  babel: [{ alias: 'Babel', caseSensitive: true, near: ['webpack', 'javascript', 'js', 'es6', 'eslint', 'transpil*'] }],
  parcel: [{ alias: 'Parcel', caseSensitive: true, near: ['webpack', 'vite', 'bundler*', 'javascript', 'js'] }],
  gulp: [{ alias: 'Gulp', caseSensitive: true, near: ['grunt', 'webpack', 'javascript', 'js', 'npm', 'build'] }],
  grunt: [{ alias: 'Grunt', caseSensitive: true, near: ['gulp', 'webpack', 'javascript', 'js', 'npm', 'build'] }],
  yarn: [{ alias: 'Yarn', caseSensitive: true, near: ['npm', 'pnpm', 'node', 'javascript', 'js', 'package*'] }],
  bun: [{ alias: 'Bun', caseSensitive: true, near: ['node', 'deno', 'javascript', 'typescript', 'runtime'] }],
  mocha: [{ alias: 'Mocha', caseSensitive: true, near: TESTING }],
  chai: [{ alias: 'Chai', caseSensitive: true, near: TESTING }],
  jasmine: [{ alias: 'Jasmine', caseSensitive: true, near: TESTING }],
  karma: [{ alias: 'Karma', caseSensitive: true, near: TESTING }],
  cypress: [{ alias: 'Cypress', caseSensitive: true, near: TESTING }],
  playwright: [{ alias: 'Playwright', caseSensitive: true, near: TESTING }],
  postman: [
    {
      alias: 'Postman',
      caseSensitive: true,
      near: ['api*', 'rest', 'test*', 'swagger', 'insomnia', 'soapui', 'endpoint*'],
    },
  ],
  pyramid: [{ alias: 'Pyramid', caseSensitive: true, near: ['python', 'django', 'flask', 'framework'] }],
  tornado: [{ alias: 'Tornado', caseSensitive: true, near: ['python', 'django', 'flask', 'asyncio', 'framework'] }],
  cassandra: [
    {
      alias: 'Cassandra',
      caseSensitive: true,
      near: ['database*', 'nosql', 'mongodb', 'redis', 'hbase', 'dynamodb', 'sql', 'data', 'kafka'],
    },
  ],
  oracle: [
    { alias: 'Oracle', caseSensitive: true, notNear: ['cloud', 'erp', 'ebs', 'fusion', 'peoplesoft', 'netsuite'] },
  ],
  snowflake: [{ alias: 'Snowflake', caseSensitive: true }],
  hive: [{ alias: 'Hive', caseSensitive: true, near: BIG_DATA }],
  presto: [{ alias: 'Presto', caseSensitive: true, near: BIG_DATA }],
  impala: [{ alias: 'Impala', caseSensitive: true, near: BIG_DATA }],
  druid: [{ alias: 'Druid', caseSensitive: true, near: BIG_DATA }],
  'apache-spark': [
    {
      alias: 'Spark',
      caseSensitive: true,
      near: BIG_DATA.concat(['python', 'java', 'streaming', 'flink', 'airflow', 'ml']),
    },
  ],
  'apache-beam': [{ alias: 'Beam', caseSensitive: true, near: BIG_DATA.concat(['dataflow', 'flink']) }],
  'apache-flink': [{ alias: 'Flink', near: BIG_DATA.concat(['streaming', 'stream']) }],
  luigi: [{ alias: 'Luigi', caseSensitive: true, near: ['airflow', 'pipeline*', 'python', 'etl', 'workflow*'] }],
  prefect: [
    {
      alias: 'Prefect',
      caseSensitive: true,
      near: ['airflow', 'dagster', 'pipeline*', 'python', 'etl', 'orchestrat*'],
    },
  ],
  dbt: [
    { alias: 'dbt', caseSensitive: true },
    {
      alias: 'DBT',
      caseSensitive: true,
      near: [
        'sql',
        'snowflake',
        'bigquery',
        'redshift',
        'warehouse',
        'analytics',
        'looker',
        'airflow',
        'elt',
        'etl',
        'data',
      ],
    },
  ],
  domo: [{ alias: 'Domo', caseSensitive: true, near: ['tableau', 'looker', 'bi', 'dashboard*', 'power'] }],
  'aws-lambda': [
    {
      alias: 'Lambda',
      caseSensitive: true,
      near: ['aws', 'serverless', 's3', 'dynamodb', 'api', 'gateway', 'sqs', 'sns', 'cloudformation', 'ec2'],
    },
  ],
  'amazon-athena': [{ alias: 'Athena', caseSensitive: true, near: ['aws', 's3', 'glue', 'redshift', 'sql', 'query'] }],
  'aws-glue': [{ alias: 'Glue', caseSensitive: true, near: ['aws', 's3', 'athena', 'redshift', 'etl', 'spark'] }],
  helm: [
    {
      alias: 'Helm',
      caseSensitive: true,
      near: ['kubernetes', 'k8s', 'charts', 'chart', 'kustomize', 'argo', 'argocd', 'docker', 'eks', 'gke', 'aks'],
    },
  ],
  chef: [{ alias: 'Chef', caseSensitive: true, near: OPS.concat(['puppet', 'saltstack', 'salt']) }],
  puppet: [{ alias: 'Puppet', caseSensitive: true, near: OPS.concat(['chef', 'saltstack', 'salt']) }],
  saltstack: [{ alias: 'Salt', caseSensitive: true, near: OPS.concat(['chef', 'puppet']) }],
  flux: [{ alias: 'Flux', caseSensitive: true, near: ['gitops', 'argo', 'argocd', 'kubernetes', 'k8s', 'helm'] }],
  envoy: [
    {
      alias: 'Envoy',
      caseSensitive: true,
      near: ['istio', 'proxy', 'service', 'mesh', 'kubernetes', 'nginx', 'linkerd'],
    },
  ],
  consul: [
    {
      alias: 'Consul',
      caseSensitive: true,
      near: INFRA.concat(['vault', 'nomad', 'service', 'discovery']),
    },
  ],
  'hashicorp-vault': [
    {
      alias: 'Vault',
      caseSensitive: true,
      near: ['hashicorp', 'consul', 'terraform', 'secret*', 'kubernetes', 'nomad'],
    },
  ],
  nomad: [
    {
      alias: 'Nomad',
      caseSensitive: true,
      near: ['hashicorp', 'consul', 'vault', 'terraform', 'kubernetes', 'orchestrat*'],
    },
  ],
  packer: [{ alias: 'Packer', caseSensitive: true, near: ['hashicorp', 'terraform', 'ami', 'vagrant', 'image*'] }],
  sketch: [
    {
      alias: 'Sketch',
      caseSensitive: true,
      near: [
        'figma',
        'adobe',
        'invision',
        'xd',
        'zeplin',
        'design*',
        'ui',
        'ux',
        'prototyp*',
        'wireframe*',
        'photoshop',
        'illustrator',
      ],
    },
  ],
  'microsoft-excel': [
    { alias: 'Excel', caseSensitive: true, notFollowedBy: ['at', 'in', 'as', 'when', 'under'] },
    { alias: 'EXCEL', caseSensitive: true, notFollowedBy: ['at', 'in', 'as'] },
  ],
  'microsoft-word': [{ alias: 'Word', caseSensitive: true, near: OFFICE }],
  'microsoft-access': [
    { alias: 'Access', caseSensitive: true, near: ['microsoft', 'ms', 'excel', 'sql', 'database*', 'vba', 'office'] },
  ],
  'microsoft-outlook': [{ alias: 'Outlook', caseSensitive: true, near: OFFICE.concat(['email', 'calendar*']) }],
  'microsoft-teams': [
    {
      alias: 'Teams',
      caseSensitive: true,
      near: ['zoom', 'slack', 'webex', 'microsoft', 'sharepoint', 'outlook', 'meet', 'onedrive'],
    },
  ],
  'microsoft-project': [{ alias: 'MS Project' }],
  notion: [{ alias: 'Notion', caseSensitive: true }],
  slack: [{ alias: 'Slack', caseSensitive: true }],
  zoom: [
    { alias: 'Zoom', caseSensitive: true, near: ['teams', 'webex', 'slack', 'meet', 'video', 'virtual', 'skype'] },
  ],
  box: [
    { alias: 'Box', caseSensitive: true, near: ['dropbox', 'onedrive', 'google', 'drive', 'sharepoint', 'storage'] },
  ],
  'it-support': [
    {
      alias: 'IT',
      caseSensitive: true,
      near: ['support', 'helpdesk', 'help', 'desk', 'ticket*', 'troubleshoot*', 'hardware'],
    },
  ],
  'go-to-market-strategy': [{ alias: 'GTM', caseSensitive: true, notNear: ['tag', 'tags', 'tagging', 'container'] }],
  'google-tag-manager': [
    { alias: 'GTM', caseSensitive: true, near: ['tag', 'tags', 'tagging', 'container', 'analytics', 'ga4', 'pixel*'] },
  ],
  'public-relations': [
    {
      alias: 'PR',
      caseSensitive: true,
      near: ['media', 'press', 'communications', 'marketing', 'brand*', 'journalist*', 'campaign*', 'agency'],
    },
  ],
  'pull-requests': [
    { alias: 'PR', caseSensitive: true, near: ['github', 'git', 'review*', 'merge', 'code', 'branch*', 'commit*'] },
    { alias: 'PRs', caseSensitive: true, near: ['github', 'git', 'review*', 'merge', 'code', 'branch*'] },
  ],
  'human-resources': [{ alias: 'HR', caseSensitive: true }],
  'ada-compliance': [
    {
      alias: 'ADA',
      caseSensitive: true,
      near: ['compliance', 'accessib*', 'disabilit*', 'accommodation*', 'fmla', 'eeo', 'wcag', 'osha'],
    },
  ],
  typescript: [
    {
      alias: 'TS',
      caseSensitive: true,
      near: ['javascript', 'js', 'react', 'node', 'angular', 'vue', 'frontend', 'typescript', 'html', 'css'],
      notNear: ['sci', 'clearance'],
    },
  ],
  'nest-js': [{ alias: 'Nest', caseSensitive: true, near: ['node', 'nodejs', 'typescript', 'express', 'javascript'] }],
  remix: [
    { alias: 'Remix', caseSensitive: true, near: ['react', 'next', 'nextjs', 'javascript', 'typescript', 'frontend'] },
  ],
  gatsby: [
    {
      alias: 'Gatsby',
      caseSensitive: true,
      near: ['react', 'graphql', 'next', 'nextjs', 'javascript', 'static', 'jamstack'],
    },
  ],
  'solid-js': [{ alias: 'Solid', caseSensitive: true, near: ['react', 'svelte', 'vue', 'javascript', 'frontend'] }],
  unity: [
    {
      alias: 'Unity',
      caseSensitive: true,
      near: ['c#', 'game*', 'unreal', '3d', 'engine', 'vr', 'ar', 'mobile', 'developer*', 'godot'],
    },
  ],
  'unreal-engine': [{ alias: 'Unreal', caseSensitive: true }],
  maya: [
    {
      alias: 'Maya',
      caseSensitive: true,
      near: [
        '3d',
        'blender',
        'autodesk',
        '3ds',
        'zbrush',
        'houdini',
        'cinema',
        'animation',
        'modeling',
        'modelling',
        'rigging',
      ],
    },
  ],
  houdini: [{ alias: 'Houdini', caseSensitive: true, near: ['3d', 'maya', 'blender', 'vfx', 'nuke', 'simulation*'] }],
  nuke: [{ alias: 'Nuke', caseSensitive: true, near: ['vfx', 'compositing', 'maya', 'houdini', 'after'] }],
  sas: [{ alias: 'SAS', caseSensitive: true, notNear: ['airline*', 'special', 'forces'] }],
  looker: [{ alias: 'Looker', caseSensitive: true }],
  workday: [{ alias: 'Workday', caseSensitive: true }],
  'visual-basic': [
    { alias: 'VB', caseSensitive: true, near: ['vba', 'net', '.net', 'excel', 'macros', 'c#', ...PROGRAMMING] },
  ],
  rust: [
    {
      alias: 'Rust',
      near: PROGRAMMING.concat([
        'go',
        'c',
        'systems',
        'wasm',
        'webassembly',
        'cargo',
        'tokio',
        'haskell',
        'zig',
        'memory',
      ]),
    },
  ],
  // Two capitals are as often a person's initials ("ML" for Mary Lopez) or a unit (mL): the skill
  // needs a word of data or modelling beside it.
  'machine-learning': [
    {
      alias: 'ML',
      caseSensitive: true,
      near: [
        'machine',
        'learning',
        'model*',
        'data',
        'ai',
        'algorithm*',
        'python',
        'deep',
        'nlp',
        'neural',
        'predict*',
        'train*',
        'engineer*',
        'scien*',
        'classification',
        'regression',
        'vision',
        'tensorflow',
        'pytorch',
        'scikit*',
        'sklearn',
        'feature*',
        'analytic*',
        'statistic*',
        'llm*',
        'genai',
        'mlops',
        'pipeline*',
        'inference',
        'spark',
        'research*',
        'ops',
        'platform*',
        'r',
        'sql',
        'cloud',
        'aws',
        'azure',
        'gcp',
        'software',
      ],
    },
  ],
  // "Windows XP" is the operating system; the method is written among agile words.
  'extreme-programming': [
    {
      alias: 'XP',
      caseSensitive: true,
      near: ['agile', 'scrum', 'kanban', 'lean', 'pair', 'tdd', 'sprint*', 'iterative', 'methodolog*', 'extreme'],
      notNear: ['windows', 'vista'],
    },
  ],
  'artificial-intelligence': [{ alias: 'AI', caseSensitive: true }],
  'user-experience-design': [{ alias: 'UX', caseSensitive: true }],
  // "the marketplace UI" is a thing built, not the design skill.
  'user-interface-design': [
    {
      alias: 'UI',
      caseSensitive: true,
      near: [
        'design*',
        'ux',
        'figma',
        'sketch',
        'wireframe*',
        'prototyp*',
        'mockup*',
        'visual',
        'typography',
        'interaction',
      ],
      window: 30,
    },
  ],
  'combine-framework': [
    {
      alias: 'Combine',
      caseSensitive: true,
      near: [
        'ios',
        'swift',
        'swiftui',
        'uikit',
        'xcode',
        'rxswift',
        'apple',
        'objective',
        'cocoa',
        'macos',
        'reactive',
      ],
    },
  ],
  // Google's product is named with Google, GCP or its neighbours; "our Cloud Storage team" is generic.
  'google-cloud-storage': [
    {
      alias: 'Cloud Storage',
      caseSensitive: true,
      near: [
        'google',
        'gcp',
        'bigquery',
        'gke',
        'dataflow',
        'dataproc',
        'pub',
        'firebase',
        'firestore',
        'gcs',
        'vertex',
      ],
    },
  ],
  // "data protection" and "privacy" are privacy engineering in engineering company, the law in
  // legal company ("privacy regulations", "privacy counsel"), and neither in "privacy-sensitive".
  'privacy-engineering': ['data protection', 'privacy', 'data privacy'].map((alias) => ({
    alias,
    near: PRIVACY_ENGINEERING,
    notNear: PRIVACY_LAW,
    notFollowedBy: ['sensitive', 'counsel', 'policy', 'policies', 'notice', 'teams', 'team'],
  })),
  'data-protection-law': [
    ...['privacy', 'data privacy'].map((alias) => ({ alias, near: PRIVACY_LAW, notFollowedBy: ['sensitive'] })),
    // Without engineering words, "data protection" is the compliance work ("requests regarding data protection").
    { alias: 'data protection', notNear: PRIVACY_ENGINEERING },
  ],
  // "data integrity", "signal integrity", "integrity of the records": a property of things.
  integrity: [
    {
      alias: 'integrity',
      notPrecededBy: [
        'data',
        'referential',
        'signal',
        'structural',
        'system',
        'systems',
        'file',
        'message',
        'transactional',
        'database',
        'code',
        'financial',
        'physical',
        'memory',
        'model',
        'record',
        'records',
        'platform',
        'product',
        'network',
        'academic',
        'election',
        'content',
        'marketplace',
        'asset',
        'pipeline',
        'supply',
        'ledger',
        'information',
        'process',
        'market',
        'research',
        'scientific',
      ],
      notFollowedBy: ['of', 'checks', 'check', 'constraints', 'controls', 'monitoring', 'issues', 'validation'],
      // "data accuracy and integrity": still the data's; "confidentiality, integrity and
      // availability" is the security triad.
      notNear: ['data', 'record*', 'system*', 'database*', 'pipeline*', 'ledger*', 'availability', 'documentation'],
      window: 30,
    },
    // "trustworthy AI", "trustworthy KPI definitions": things are trustworthy too.
    ...['trustworthy', 'trustworthiness'].map((alias) => ({
      alias,
      near: [
        'honest*',
        'integrity',
        'ethic*',
        'reliable',
        'dependable',
        'discretion',
        'discreet',
        'character',
        'professionalism',
      ],
      window: 60,
    })),
  ],
  'public-speaking': [{ alias: 'presenting', near: AUDIENCE, window: 60 }],
  // "Experience hiring and leading a team" is building one's own team; recruiting is the function.
  recruiting: [{ alias: 'hiring', near: RECRUITING }],
  'team-building': [
    {
      alias: 'hiring',
      near: LEADING.concat(['team', 'teams', 'coach*', 'develop*', 'mentor*', 'grow*', 'scal*']),
      notNear: RECRUITING,
    },
  ],
  // A language's translation, not "translating technical terms for customers".
  translation: [
    {
      alias: 'translating',
      near: [
        'language*',
        'english',
        'spanish',
        'french',
        'german',
        'chinese',
        'japanese',
        'korean',
        'portuguese',
        'italian',
        'arabic',
        'locali*',
        'translator*',
        'interpret*',
        'multilingual',
        'bilingual',
        'fluent',
        'native',
      ],
      window: 60,
    },
  ],
  // "cold outreach" and "Salesforce, Gong and Outreach" are sales; outreach to a community is not.
  'community-outreach': [
    {
      alias: 'outreach',
      notNear: SALES_TOOLS,
      notPrecededBy: [
        'cold',
        'outbound',
        'sales',
        'customer',
        'email',
        'candidate',
        'prospect',
        'linkedin',
        'partner',
        'account',
        'targeted',
        'personalized',
        'personalised',
        'multichannel',
        'direct',
      ],
    },
  ],
  'outreach-io': [{ alias: 'Outreach', caseSensitive: true, near: SALES_TOOLS }],
  // "Lead cross-functional teams" is leading them; "work with cross-functional teams" collaborating.
  'cross-functional-team-leadership': [
    { alias: 'cross-functional teams', near: LEADING, window: 60 },
    { alias: 'cross functional', near: LEADING, window: 60 },
  ],
  // "work with Sales and Customer Success", "Customer Success teams", "ensure customer success":
  // the department or the outcome, not the discipline ("5 years in Customer Success roles").
  'customer-success-management': ['customer success', 'client success'].map((alias) => ({
    alias,
    notPrecededBy: ['ensure', 'ensuring', 'drive', 'driving', 'impact', 'and', 'with', 'between', 'support'],
    notFollowedBy: ['team', 'teams', 'and', 'functions', 'function', 'organization', 'organisation', 'org', 'to'],
    notNear: ['collaborat*', 'alongside', 'liaise', 'connector', 'alignment'],
    window: 60,
  })),
  // "report to leadership", "the leadership team": the people, not the skill.
  leadership: [
    {
      alias: 'leadership',
      notPrecededBy: [
        'senior',
        'executive',
        'company',
        'the',
        'our',
        'to',
        'with',
        'from',
        'for',
        'cx',
        'sales',
        'gtm',
      ],
      notFollowedBy: ['team', 'teams', 'on'],
    },
  ],
  // "flexibility for remote work", "remote work settings" describe the job, not a skill of the
  // candidate; "proven experience with remote work across time zones" is one.
  'remote-collaboration': ['remote work', 'working remotely', 'work remotely'].map((alias) => ({
    alias,
    near: [
      'experience*',
      'experienced',
      'comfortable',
      'effective*',
      'proven',
      'collaborat*',
      'async*',
      'asynchronous',
      'distributed',
      'communicat*',
      'zones',
    ],
    notFollowedBy: [
      'setting',
      'settings',
      'environment',
      'environments',
      'on',
      'days',
      'policy',
      'options',
      'arrangement',
      'arrangements',
      'eligible',
      'within',
      'from',
    ],
    window: 40,
  })),
  // "updates to senior leadership": the people reported to, not the skill.
  'organizational-leadership': [
    {
      alias: 'senior leadership',
      ...LEADERSHIP_AS_AUDIENCE,
    },
    {
      alias: 'executive leadership',
      ...LEADERSHIP_AS_AUDIENCE,
    },
  ],
  'quality-assurance': [{ alias: 'QA', caseSensitive: true }],
  'search-engine-optimization': [{ alias: 'SEO', caseSensitive: true }],
  'search-engine-marketing': [{ alias: 'SEM', caseSensitive: true, notNear: ['microscop*', 'electron'] }],
  'key-performance-indicators': [
    { alias: 'KPI', caseSensitive: true },
    { alias: 'KPIs', caseSensitive: true },
  ],
  'objectives-and-key-results': [
    { alias: 'OKR', caseSensitive: true },
    { alias: 'OKRs', caseSensitive: true },
  ],
  git: [
    { alias: 'Git', caseSensitive: true },
    { alias: 'GIT', caseSensitive: true },
    {
      alias: 'git',
      caseSensitive: true,
      near: ['github', 'gitlab', 'svn', 'bitbucket', 'version', 'commit*', 'branch*', 'merge', 'repo*', 'code'],
    },
  ],
  asana: [{ alias: 'Asana', caseSensitive: true }],
  'monday-com': [
    {
      alias: 'Monday',
      caseSensitive: true,
      near: ['asana', 'trello', 'jira', 'clickup', 'smartsheet', 'notion', 'airtable', 'wrike'],
    },
  ],
  basecamp: [{ alias: 'Basecamp', caseSensitive: true }],
  perl: [
    { alias: 'Perl', near: PROGRAMMING.concat(['bash', 'shell', 'unix', 'scripting', 'awk']) },
    { alias: 'PERL', caseSensitive: true },
  ],
  lua: [{ alias: 'Lua', caseSensitive: true }],
  vim: [
    { alias: 'Vim', caseSensitive: true },
    { alias: 'vim', caseSensitive: true, near: ['emacs', 'vscode', 'editor', 'linux', 'terminal', 'neovim'] },
  ],
  hugo: [{ alias: 'Hugo', caseSensitive: true, near: ['jekyll', 'static', 'gatsby', 'netlify', 'markdown', 'go'] }],
  jekyll: [
    {
      alias: 'Jekyll',
      caseSensitive: true,
      near: ['hugo', 'static', 'gatsby', 'netlify', 'markdown', 'ruby', 'github'],
    },
  ],
  wix: [{ alias: 'Wix', caseSensitive: true }],
  framer: [
    {
      alias: 'Framer',
      caseSensitive: true,
      near: ['figma', 'sketch', 'prototyp*', 'design*', 'motion', 'react', 'webflow'],
    },
  ],
  invision: [
    { alias: 'InVision', caseSensitive: true },
    { alias: 'Invision', caseSensitive: true },
  ],
  miro: [{ alias: 'Miro', caseSensitive: true }],
  mural: [{ alias: 'Mural', caseSensitive: true, near: ['miro', 'figjam', 'workshop*', 'whiteboard*', 'figma'] }],

  // Common words that are a skill only in their field's company: without these, a developer's
  // resume read "framing the problem" as carpentry and "data retention" as customer retention.
  music: [
    {
      alias: 'music',
      near: [
        'musician*',
        'instrument*',
        'theory',
        'production',
        'composition',
        'audio',
        'band',
        'orchestra',
        'choir',
        'teacher',
        'lessons',
        'piano',
        'guitar',
        'recording',
      ],
    },
  ],
  sales: [
    {
      alias: 'sales',
      notFollowedBy: [
        'engineer',
        'engineers',
        'team',
        'teams',
        'department',
        'dashboard',
        'dashboards',
        'data',
        'report',
        'reports',
        'reporting',
        'figures',
        'tax',
        'taxes',
        'numbers',
        'volume',
        'volumes',
      ],
    },
  ],
  teaching: [
    {
      alias: 'teaching',
      notFollowedBy: [
        'implementation',
        'implementations',
        'example',
        'examples',
        'himself',
        'herself',
        'myself',
        'themselves',
        'yourself',
        'tool',
        'tools',
        'project',
        'codebase',
      ],
    },
  ],
  scratch: [
    {
      alias: 'Scratch',
      near: [
        'kids',
        'children',
        'students',
        'block*',
        'programming',
        'coding',
        'mit',
        'teach*',
        'educat*',
        'python',
        'lego',
        'robotics',
      ],
      notPrecededBy: ['from'],
    },
  ],
  'palo-alto-networks': [
    {
      alias: 'Palo Alto',
      near: [
        'firewall*',
        'ngfw',
        'panorama',
        'fortinet',
        'cisco',
        'checkpoint',
        'vpn',
        'prisma',
        'cortex',
        'siem',
        'ids',
        'ips',
        'security',
      ],
      notFollowedBy: ['ca', 'california'],
    },
  ],
  'market-segmentation': [
    { alias: 'segmentation', near: ['market*', 'customer*', 'audience*', 'persona*', 'targeting', 'consumer*'] },
  ],
  'customer-retention': [
    {
      alias: 'retention',
      near: ['customer*', 'churn', 'client*', 'subscriber*', 'loyalty', 'cohort*', 'renewal*', 'lifetime'],
      notPrecededBy: ['data', 'log', 'logs', 'message', 'backup', 'email', 'record', 'records', 'file', 'document'],
    },
  ],
  'oil-and-gas': [
    { alias: 'drilling', near: ['oil', 'gas', 'rig', 'rigs', 'well', 'wells', 'offshore', 'petroleum', 'reservoir*'] },
  ],
  agriculture: [
    {
      alias: 'farming',
      near: [
        'agricultur*',
        'crop*',
        'livestock',
        'harvest*',
        'dairy',
        'cattle',
        'soil',
        'irrigation',
        'tractor*',
        'farm',
        'farms',
        'organic',
      ],
    },
  ],
  'emergency-medicine': [
    {
      alias: 'triage',
      near: ['patient*', 'emergency', 'clinical', 'nurs*', 'hospital*', 'medical', 'trauma', 'ambulance', 'ed', 'er'],
    },
  ],
  'clinical-documentation': [
    {
      alias: 'charting',
      near: ['patient*', 'clinical', 'ehr', 'emr', 'nurs*', 'medical', 'epic', 'cerner', 'vital*', 'hospital*'],
    },
  ],
  'differentiated-instruction': [
    {
      alias: 'differentiation',
      near: ['instruction*', 'student*', 'classroom*', 'learner*', 'teach*', 'lesson*', 'curriculum'],
    },
  ],
  'literacy-instruction': [
    {
      alias: 'literacy',
      near: ['reading', 'phonics', 'student*', 'classroom*', 'instruction*', 'teach*', 'early', 'k', 'elementary'],
    },
  ],
  'business-strategy': [
    {
      alias: 'strategy',
      near: [
        'business',
        'corporate',
        'growth',
        'market*',
        'commercial',
        'competitive',
        'revenue',
        'consult*',
        'strategic',
        'executive*',
        'portfolio',
      ],
    },
  ],
  'management-consulting': [
    {
      alias: 'consulting',
      near: [
        'management',
        'strategy',
        'client*',
        'advisory',
        'engagement*',
        'mckinsey',
        'bain',
        'bcg',
        'deloitte',
        'accenture',
        'pwc',
        'kpmg',
      ],
    },
  ],
  // "audit" and "audits" as the profession, not "audit logs" or "a UX audit".
  auditing: ['audit', 'audits'].map((alias) => ({ alias, near: AUDIT_WORDS })),
  'intellectual-property': [
    {
      alias: 'copyright',
      near: ['patent*', 'trademark*', 'licens*', 'legal', 'law', 'infringement', 'ip', 'counsel', 'litigation'],
    },
  ],
  'records-management': [
    {
      alias: 'archives',
      near: ['records', 'document*', 'filing', 'archivist*', 'library', 'libraries', 'museum*', 'historical'],
    },
    {
      alias: 'archiving',
      near: ['records', 'document*', 'filing', 'archivist*', 'library', 'libraries', 'museum*', 'historical'],
    },
  ],
  'front-desk': [
    {
      alias: 'reception',
      near: ['front', 'desk', 'guest*', 'visitor*', 'phone*', 'greet*', 'receptionist', 'office', 'check', 'hotel'],
    },
  ],
  'database-performance-tuning': [
    {
      alias: 'indexing',
      near: ['database*', 'sql', 'query', 'queries', 'postgres*', 'mysql', 'oracle', 'table*', 'schema*'],
    },
  ],
  'unsupervised-learning': [
    {
      alias: 'clustering',
      near: ['machine', 'learning', 'ml', 'means', 'unsupervised', 'model*', 'dbscan', 'scikit', 'hierarchical', 'pca'],
    },
  ],
  'model-compression': [
    {
      alias: 'pruning',
      near: ['model*', 'neural', 'quantization', 'distillation', 'weights', 'llm*', 'inference', 'deep', 'sparsity'],
    },
  ],
  cryptocurrency: [
    {
      alias: 'crypto',
      near: [
        'bitcoin',
        'blockchain',
        'ethereum',
        'defi',
        'web3',
        'token*',
        'wallet*',
        'exchange*',
        'nft*',
        'currenc*',
        'trading',
      ],
    },
  ],
  'product-marketing': [
    {
      alias: 'positioning',
      near: ['product', 'marketing', 'messaging', 'brand*', 'market', 'launch*', 'competitive', 'go'],
    },
  ],
  'programmatic-advertising': [
    { alias: 'programmatic', near: ['advertising', 'ads', 'media', 'buying', 'dsp', 'display', 'campaign*', 'ad'] },
  ],
  'sales-presentations': [
    {
      alias: 'demos',
      near: ['sales', 'prospect*', 'client*', 'customer*', 'deal*', 'pipeline', 'account*', 'quota', 'buyer*'],
    },
    {
      alias: 'pitching',
      near: ['sales', 'prospect*', 'client*', 'customer*', 'deal*', 'investor*', 'account*', 'buyer*'],
    },
  ],
  'proposal-development': [
    { alias: 'quoting', near: ['sales', 'proposal*', 'client*', 'customer*', 'pricing', 'rfp*', 'bid*'] },
  ],
  'logical-reasoning': [
    {
      alias: 'reasoning',
      near: [
        'logical',
        'analytical',
        'critical',
        'numerical',
        'verbal',
        'abstract',
        'skills',
        'thinking',
        'deductive',
        'inductive',
      ],
    },
  ],
  // "marketing sites", "sales engineers", "onboarding flow", "point-of-sale data": the word names
  // a thing or a department there, not the skill.
  marketing: [
    {
      alias: 'marketing',
      notFollowedBy: ['site', 'sites', 'website', 'websites', 'page', 'pages', 'team', 'teams', 'department', 'data'],
      notPrecededBy: ['with', 'from'],
    },
  ],
  onboarding: [
    {
      alias: 'onboarding',
      notFollowedBy: [
        'flow',
        'flows',
        'screen',
        'screens',
        'funnel',
        'funnels',
        'ux',
        'page',
        'pages',
        'experience',
        'wizard',
        'runbook',
        'docs',
      ],
    },
  ],
  'cash-handling': [
    {
      alias: 'point of sale',
      notFollowedBy: ['data', 'dashboard', 'dashboards', 'report', 'reports', 'integration', 'integrations'],
    },
  ],
  // "Copilot" alone is GitHub's only beside code: a product's "provider copilots" (issue 35) or
  // "Microsoft 365 Copilot" is not a developer tool. "GitHub Copilot" needs no guard.
  'github-copilot': [
    {
      alias: 'Copilot',
      caseSensitive: true,
      near: [...PROGRAMMING, 'github', 'cursor', 'ide', 'vs code', 'vscode', 'pair programming', 'autocomplete'],
      notPrecededBy: ['microsoft', '365', 'security', 'studio', 'sales', 'windows', 'bing', 'edge', 'power'],
    },
  ],
  'amazon-emr': [
    {
      alias: 'EMR',
      caseSensitive: true,
      near: ['aws', 'spark', 'hadoop', 's3', 'glue', 'hive', 'presto', 'athena', 'redshift', 'cluster*'],
    },
  ],
  // Plain words that name a technical skill only beside technical words (issue 33: a biology
  // teacher's "repeat testing" was software testing, a chef's "set forth by company" the language).
  // Hardware under test vetoes it (issue 33: a transformer tester's "defects list ... during the
  // testing" and an electronics engineer's "system testing ... test defects" were software testing).
  'software-testing': [{ alias: 'testing', near: SOFTWARE_TESTING_WORDS, notNear: HARDWARE_TEST_WORDS }],
  // Not PROGRAMMING: its "development" is a chef's "recipe development" as often as software.
  forth: [
    {
      alias: 'Forth',
      caseSensitive: true,
      near: [
        'programming',
        'language*',
        'compiler*',
        'interpreter*',
        'embedded',
        'firmware',
        'assembly',
        'lisp',
        'software',
        'code',
        'coding',
      ],
    },
  ],
  networking: [{ alias: 'networking', near: NETWORK_WORDS }],
  // "rest in index funds" is not REST; "GAFS/BQ" is not BigQuery.
  'rest-apis': [
    { alias: 'REST', caseSensitive: true },
    // lower-case in a list of technologies ("reactjs, rest, node.js")
    { alias: 'rest', near: ['api*', 'json', 'graphql', 'soap', 'http*', 'endpoint*', 'microservice*', ...JS] },
  ],
  'google-bigquery': [
    {
      alias: 'BQ',
      caseSensitive: true,
      near: ['sql', 'gcp', 'google', 'bigquery', 'data*', 'etl', 'warehouse*', 'dbt', 'looker'],
    },
  ],
  // "reporting to the CFO" is a line of management, not reporting as a skill.
  reporting: [{ alias: 'reporting', notFollowedBy: ['to', 'directly', 'into'] }],
  // Mowing and planting ("maintained electrical, plumbing and landscaping") is not landscape architecture.
  'landscape-architecture': [
    { alias: 'landscaping', near: ['design*', 'architect*', 'plan*', 'cad', 'autocad', 'site', 'planting', 'urban'] },
  ],
  // A laboratory's "A, B, O typing" and "tissue typing" are not keyboard skills.
  typing: [
    {
      alias: 'typing',
      notPrecededBy: ['blood', 'tissue', 'hla', 'o', 'abo', 'dna', 'genetic', 'molecular', 'antigen', 'strain'],
      notNear: [
        'antigen*',
        'antibod*',
        'blood',
        'tissue',
        'hla',
        'serolog*',
        'specimen*',
        'crossmatch*',
        'sickle',
        'dna',
        'strain*',
      ],
      window: 60,
    },
  ],
  // "supervisory appraisals of employees' performance" are not property valuations.
  'real-estate-finance': [
    {
      alias: 'appraisals',
      near: [
        'property',
        'properties',
        'real',
        'estate',
        'mortgage*',
        'loan*',
        'valuation*',
        'title',
        'lender*',
        'reit',
      ],
    },
  ],
};
