import type { CategoryBlock } from './define.js';

export const BUSINESS_BLOCKS: CategoryBlock[] = [
  {
    area: 'business',
    category: 'Product management',
    lines: `
Product management [product-management] | product manager skills, product ownership, product owner
Product strategy | product vision
Product roadmapping | roadmap, roadmaps, product roadmap, product roadmaps, roadmapping, roadmap planning
Backlog management | backlog grooming, backlog refinement, product backlog, backlog prioritization, prioritise the backlog, prioritize the backlog, groom the backlog
Feature prioritization | prioritization frameworks, RICE, MoSCoW, prioritisation
Requirements gathering | requirements elicitation, requirements analysis, business requirements, gathering requirements
Product requirements documents | PRD, PRDs, product requirements, product specs, product specifications
User stories | user story, acceptance criteria, story mapping, user story mapping
Product discovery | continuous discovery, opportunity assessment
Product-market fit | PMF
Go-to-market strategy [go-to-market-strategy] | go-to-market, go to market, GTM strategy, product launches, product launch, launch planning
Product lifecycle | product life cycle, product lifecycle management process
Product analytics practice | product experimentation, feature adoption
Customer discovery | customer development, problem interviews
Jobs to be done | JTBD
Competitive analysis | competitor analysis, competitive intelligence, competitive landscape, competitive research
Market research | market analysis, market sizing, market intelligence, industry research
Pricing strategy | pricing, pricing models, monetization, monetisation, price optimization
Product marketing | product marketer, positioning, product positioning, value proposition
Product operations | product ops
Platform product management | platform products
Technical product management | technical product manager
Growth product management | growth strategy, product-led growth, PLG
Objectives and key results [objectives-and-key-results] | OKR framework, objectives and key results
Product metrics definition | product KPIs
Minimum viable product | MVP, MVPs
Beta programs | beta testing
Release planning | release plans, sprint planning
Stakeholder alignment | cross-functional alignment
`,
  },
  {
    area: 'business',
    category: 'Project and program management',
    lines: `
Project management [project-management] | managing projects, project managers skills, project delivery, project coordination
Program management | programme management, program manager, managing programs
Portfolio management | project portfolio management, PPM
Project planning | project plans, work breakdown structure, WBS
Project scheduling | project schedules, critical path method, critical path
Budget management | budgeting, budgets, budget control, managing budgets, budget planning, budget tracking
Cost control | cost management, cost tracking
Resource management | resource planning, resource allocation, capacity management
Risk management | risk mitigation, risk analysis, risk identification, managing risk
Issue management | RAID logs, issue tracking
Scope management | scope definition, change control, scope creep
Project governance | PMO, project management office
Earned value management | earned value
Agile | Agile methodology, Agile methodologies, agile development, agile practices, agile software development, agile environment
Scrum | Scrum methodology, Scrum framework, sprints, sprint ceremonies, daily standups, stand-ups, retrospectives
Kanban | Kanban boards
Lean | lean methodology, lean principles, lean management, lean thinking
Waterfall | waterfall methodology, traditional project management
SAFe | Scaled Agile Framework, scaled agile
Large-Scale Scrum | LeSS framework
Extreme programming | XP, pair programming
PRINCE2 | PRINCE 2
Scrum master | scrum master skills
Agile coaching | agile coach, agile transformation
Hybrid project management
PMBOK | PMI standards
Gantt charts | Gantt chart, Gantt
Milestone tracking
Status reporting | project status reports, status updates
Vendor management | vendor relations, supplier management, vendor relationships, managing vendors, third-party management
Contract management | contract administration, contracts management
Procurement | procurement processes
Change management | organizational change management, organisational change, change leadership, OCM
Business process improvement | process improvement, process optimization, continuous improvement, business process optimization, process re-engineering
Business process mapping | process mapping, process modeling, process documentation, value stream mapping, swimlane diagrams
Six Sigma | Lean Six Sigma, DMAIC, Six Sigma Green Belt, Six Sigma Black Belt
Kaizen | kaizen events
Total quality management | TQM
Root cause analysis | RCA, 5 whys, fishbone diagrams, Ishikawa
Business analysis | business analyst skills, business analytics
Gap analysis
Feasibility studies | feasibility study, feasibility analysis
Business case development | business cases, business case, ROI analysis, cost-benefit analysis
Benefits realization | benefits management
Implementation management | system implementation, software implementation
Cross-functional team leadership | cross-functional teams, cross functional
Workshop facilitation | facilitation, facilitating workshops, meeting facilitation, workshop facilitator
Event planning | event management, conference planning, event coordination, event logistics
Construction management | construction project management, site management
Engineering project management
IT project management | technical project management
Delivery management | delivery manager, service delivery
Agile project management
`,
  },
  {
    area: 'business',
    category: 'Marketing',
    lines: `
Marketing | marketing strategy, marketing plans, marketing campaigns, marketing programs
Digital marketing | online marketing, internet marketing, digital marketing strategy, digital campaigns
Content marketing | content strategy, content creation, content development, content calendar, editorial calendar
Copywriting | copy writing, ad copy, marketing copy, copy editing, copyediting
Search engine optimization [search-engine-optimization] | search engine optimisation, technical SEO, on-page SEO, off-page SEO, link building, keyword research
Search engine marketing [search-engine-marketing] | paid search, PPC, pay-per-click
Social media marketing | social media, social media management, social media strategy, social media campaigns, SMM, community management
Influencer marketing | influencer partnerships, creator partnerships, creator marketing
Email marketing | email campaigns, email marketing campaigns, email automation, newsletters, lifecycle emails
Marketing automation | automated marketing, nurture campaigns, lead nurturing, drip campaigns
Lifecycle marketing | CRM marketing, retention marketing, customer lifecycle marketing
Performance marketing | paid media, paid marketing, paid acquisition, paid social, user acquisition
Programmatic advertising | programmatic, programmatic buying, DSP platforms, real-time bidding, RTB
Display advertising | banner ads, display ads
Video marketing | YouTube marketing, video advertising
Affiliate marketing | affiliate programs
Growth marketing | growth hacking, acquisition marketing
Demand generation | demand gen, lead generation, lead gen, pipeline generation
Account-based marketing | ABM, account based marketing
Field marketing | event marketing, trade shows, tradeshows, conferences and events
Channel marketing | through-channel marketing
B2B marketing | business-to-business marketing
B2C marketing | consumer marketing, business-to-consumer marketing
Brand management | brand strategy, brand marketing, brand awareness, brand building, brand positioning, brand guidelines
Marketing communications | MarCom, marcomms, integrated marketing communications
Public relations [public-relations] | media relations, press relations, press releases, PR campaigns, earned media
Corporate communications | internal communications, internal comms, employee communications, executive communications
Crisis communications | crisis management, issues management
Customer marketing | customer advocacy, case studies, customer references
Partner marketing | co-marketing, alliance marketing
Community building | community engagement, online communities, community marketing
Conversion rate optimization | CRO, conversion optimization, landing page optimization
Marketing operations | marketing ops, MOPs
Marketing technology | martech, MarTech, marketing stack
Campaign management | campaign planning, campaign execution, integrated campaigns
Media planning | media buying, media strategy, media plans
Market segmentation | segmentation, audience segmentation, audience targeting
Consumer insights | consumer research, customer insights, consumer behavior, consumer behaviour
Trade marketing | shopper marketing
Retail marketing | merchandising, visual merchandising, category management
Local SEO | Google Business Profile, Google My Business
App store optimization | ASO
Mobile marketing | SMS marketing, push marketing
Sponsorship management | sponsorships
Marketing analytics reporting | marketing reporting, campaign reporting, ROAS, CAC, cost per acquisition
Customer acquisition | customer acquisition strategy
Customer retention | retention, churn reduction, churn
Loyalty programs | loyalty marketing, rewards programs
Storytelling | brand storytelling, narrative development
Podcasting | podcast production
Blogging | blog writing, blog posts
Technical writing | technical writer, documentation writing, API documentation, user guides, user manuals
Editing | proofreading, line editing
Journalism | news writing, reporting journalism
Translation | translating, localization, localisation, transcreation
Creative writing | scriptwriting, screenwriting
Grant writing | grant proposals, fundraising writing
Proposal writing | RFP responses, RFP, RFPs, bid writing, tenders
UTM tracking | UTM parameters, campaign tracking
Tag management
Customer journey orchestration
Market entry strategy | international expansion, market expansion
`,
  },
  {
    area: 'business',
    category: 'Sales and business development',
    lines: `
Sales [sales] | selling, sales experience, sales skills
B2B sales | business-to-business sales, enterprise sales, B2B selling
B2C sales | retail sales, consumer sales
Inside sales | telesales, phone sales
Outside sales | field sales, territory sales
SaaS sales | software sales, technology sales, tech sales
Solution selling | solutions selling, consultative selling, consultative sales, value selling, value-based selling
Challenger Sale | Challenger selling
SPIN Selling
MEDDIC | MEDDPICC, MEDDICC
Sandler Selling System | Sandler
Strategic selling | Miller Heiman
Account management | key account management, account manager skills, client account management, managing accounts, named accounts
Business development | biz dev, BizDev, new business development
Prospecting | cold calling, cold outreach, cold emailing, outbound prospecting, outbound sales
Lead qualification | BANT, lead scoring, qualifying leads, SQL qualification, MQL
Pipeline management | sales pipeline, opportunity management, deal management
Sales forecasting | forecasting sales, revenue forecasting
Sales operations | sales ops, revenue operations, RevOps, revenue ops
Sales enablement | sales training, sales playbooks, sales coaching
Sales strategy | go-to-market sales, sales planning, territory planning, territory management
Quota attainment | quota, quotas, exceeding quota, quota carrying
Closing deals | deal closing, closing sales
Negotiating contracts | contract negotiation, deal negotiation, commercial negotiations
Channel sales | partner sales, reseller management, channel partners, indirect sales
Partnerships | strategic partnerships, partnership development, alliances, strategic alliances
Upselling | cross-selling, upsell, cross-sell, expansion revenue
Customer success management [customer-success-management] | customer success, CSM, client success
Renewals | renewal management, contract renewals
Sales presentations | product demos, demos, product demonstrations, sales demos, pitching
Proposal development | sales proposals, quoting
Solution engineering | sales engineering, presales, pre-sales, solutions consulting, technical sales
Sales management | sales leadership, managing sales teams, sales team management
Customer needs analysis | needs assessment, discovery calls, needs analysis
Relationship building | building relationships, client relationships, customer relationships, rapport building
Networking events | professional networking
Retail operations | store operations, store management, retail management
Cash handling | cash management retail, point of sale, POS, POS systems
Merchandise planning | assortment planning, merchandise buying
E-commerce | ecommerce, e-commerce platforms, online retail, online sales, D2C, DTC, direct-to-consumer
Marketplace management | Amazon Seller Central, Amazon marketplace, Etsy, eBay selling
Real estate sales | property sales, real estate, residential real estate, commercial real estate, CRE
Leasing | property leasing, lease administration
Property management | property manager, tenant relations, facilities leasing
Insurance sales | life insurance, P&C insurance, property and casualty
Pharmaceutical sales | medical sales, medical device sales, pharma sales
Automotive sales | car sales, dealership
Wholesale | wholesale distribution, distributor management
Export sales | international sales, global sales, import/export
Fundraising | fundraising campaigns, donor relations, major gifts, development fundraising, capital campaigns
`,
  },
  {
    area: 'business',
    category: 'Finance',
    lines: `
Financial analysis | financial analyst skills, financial statement analysis, ratio analysis, financial review
Financial modeling | financial modelling, financial models, three-statement model, 3-statement model, DCF modeling, LBO modeling
Financial planning and analysis | FP&A, financial planning, planning and analysis
Forecasting | forecasts, rolling forecasts, financial forecasting
Budgeting and forecasting | budget and forecast, annual operating plan, AOP, annual budget
Variance analysis | budget variance analysis, actual vs budget
Financial reporting | financial statements, management reporting finance, monthly reporting, financial reports
Corporate finance | capital structure, capital allocation
Valuation | business valuation, company valuation, discounted cash flow, DCF, comparable company analysis, precedent transactions
Mergers and acquisitions | M&A, mergers & acquisitions, divestitures, post-merger integration
Due diligence | financial due diligence, commercial due diligence
Investment banking | capital markets advisory
Private equity | buyouts, portfolio companies
Venture capital | VC, startup investing, seed investing
Equity research | sell-side research, buy-side research
Investment analysis | investment research, investment appraisal, investment decisions
Investment portfolio management [portfolio-management-finance] | investment management, portfolio construction, portfolio optimization
Asset allocation
Wealth management | private banking, wealth advisory, financial advisory, financial advising, financial planning advice
Retirement planning | 401(k), pension plans, retirement plans
Estate planning | trusts and estates
Trading | equity trading, fixed income trading, derivatives trading, algorithmic trading, securities trading
Fixed income | credit markets
Equities | equity markets
Derivatives | structured products, options trading, futures trading, derivatives pricing
Foreign exchange | FX, forex, currency markets
Commodities trading | commodities
Quantitative finance | quant, quantitative analysis finance, financial engineering, stochastic calculus
Financial risk management [risk-management-finance] | market risk, credit risk, liquidity risk, operational risk, counterparty risk
Value at risk | VaR
Credit analysis | credit underwriting, credit assessment, credit decisioning, credit risk analysis
Underwriting | loan underwriting, insurance underwriting, mortgage underwriting
Lending | commercial lending, consumer lending, loan origination, loans, mortgages, mortgage lending
Banking | retail banking, commercial banking, corporate banking, banking operations
Treasury management | treasury, cash management, liquidity management, cash forecasting, working capital management
Capital markets | debt capital markets, equity capital markets, DCM, ECM
Capital raising | capital raising, raising capital
Investor relations [investor-relations] | shareholder communications, earnings calls
Financial controls | internal controls, internal control, SOX, Sarbanes-Oxley, SOX compliance, ICFR
Corporate development | corp dev, strategic finance
Unit economics | contribution margin, gross margin analysis, LTV/CAC
Cost analysis [cost-analysis] | cost analysis, cost modeling, cost reduction, cost savings, cost optimisation
Profitability analysis | P&L management, P&L, profit and loss, P&L responsibility, margin analysis
Cash flow management | cash flow, cash flow forecasting, cash flow analysis
Capital budgeting | capex, CapEx, capital expenditure, NPV, IRR
Revenue management | revenue optimization, yield management
Pricing analysis | price analysis, deal pricing
Financial compliance | financial regulations, regulatory reporting, Basel III, Dodd-Frank, MiFID II, IFRS 9, CECL
Anti-money laundering | AML, KYC, know your customer, BSA, BSA/AML, CDD, EDD, sanctions screening, transaction monitoring
Payments | payment processing, payment systems, card payments, ACH, wire transfers, SEPA
Fintech | financial technology
Insurance | actuarial science, actuarial analysis, actuarial, claims handling, claims management, claims processing
Actuarial modeling | pricing actuarial
Real estate finance | real estate investment, REIT, property valuation, appraisals, real estate appraisal
Project finance | infrastructure finance
Personal finance
Economics | economic analysis, macroeconomics, microeconomics, economic research, economic modeling
Financial literacy | business acumen, commercial acumen, financial acumen
`,
  },
  {
    area: 'business',
    category: 'Accounting',
    lines: `
Accounting [accounting] | accounting principles, accountancy, financial accounting, accounting practices
Bookkeeping | book keeping, bookkeeper skills, keeping books
General ledger | general ledger accounting, GL reconciliation, journal entries, JEs, chart of accounts
Accounts payable | A/P, AP/AR, payables, invoice processing, vendor payments
Accounts receivable | A/R, AR/AP, receivables, invoicing, credit and collections
Accounts reconciliation | account reconciliation, reconciliations, bank reconciliation, balance sheet reconciliation, reconciling accounts
Month-end close | month end close, month-end closing, year-end close, financial close, period close, close process
Payroll | payroll processing, payroll administration, payroll management
Tax accounting | taxation, tax compliance, tax preparation, tax returns, corporate tax, income tax, indirect tax, sales tax, VAT
Tax planning | tax strategy, tax advisory
International tax | transfer pricing
Auditing | audit, audits, external audit, financial audit, audit procedures, audit support
Internal audit | internal auditing, operational audit
Forensic accounting | fraud examination, fraud investigation
Management accounting | managerial accounting, cost accounting, standard costing, activity-based costing, ABC costing
Fixed assets | fixed asset accounting, depreciation, asset accounting
Revenue recognition | ASC 606, IFRS 15, rev rec
Lease accounting | ASC 842, IFRS 16
GAAP | US GAAP, generally accepted accounting principles
IFRS | International Financial Reporting Standards
Financial consolidation | financial consolidation, intercompany accounting, intercompany reconciliation
SEC reporting | 10-K, 10-Q, external reporting, SEC filings
Statutory reporting | statutory accounts, statutory audits
Accruals | prepaid expenses, accruals and prepayments
Expense management | expense reports, travel and expense, T&E, expense reporting
Inventory accounting | inventory valuation, COGS, cost of goods sold
Fund accounting | nonprofit accounting, fund administration, NAV calculation
Government accounting | public sector accounting, GASB
Grant accounting | grant management, grants management
Accounting software | accounting systems
Financial auditing standards | GAAS, PCAOB
`,
  },
  {
    area: 'business',
    category: 'Human resources and recruiting',
    lines: `
Human resources [human-resources] | human resources management, HRM, people operations, people ops, personnel management
HR business partnering | HRBP, HR business partner, HR generalist skills, HR strategy
Recruiting | recruitment, talent acquisition, hiring, full-cycle recruiting, full life cycle recruiting, end-to-end recruitment
Technical recruiting | tech recruiting, IT recruitment, engineering recruiting
Executive search | headhunting, executive recruitment
Sourcing candidates | talent sourcing, candidate sourcing, Boolean search, passive candidates
Candidate screening | phone screens, resume screening, CV screening
Interviewing | conducting interviews, interview skills, structured interviewing, behavioral interviewing, competency-based interviews
Candidate experience
Employer branding | employer brand, EVP, employee value proposition
Onboarding | employee onboarding, new hire onboarding
Offboarding | exit interviews
Employee relations | workplace investigations, grievances, disciplinary procedures
Labor relations | labour relations, union relations, collective bargaining, union negotiations
Performance management | performance reviews, performance appraisals, performance evaluations, performance improvement plans, PIPs
Talent management | talent development, talent planning, talent reviews, succession planning, workforce planning
Learning and development | L&D, training and development, employee development, corporate training, training programs, training delivery
Instructional design | instructional designer, curriculum development, course design, e-learning, eLearning, e-learning development, ADDIE, SAM model
Leadership development | leadership training, leadership programs, management training
Compensation and benefits | comp and ben, C&B, total rewards
Compensation planning | compensation analysis, compensation planning, salary benchmarking, pay equity, job evaluation, job leveling, salary structures
Benefits administration | employee benefits, open enrollment, health benefits
HR information systems | HRIS, HRMS, HCM systems, HR systems, HR technology
HR compliance | employment law compliance, labor law compliance, EEO, EEOC, affirmative action, OFCCP, FLSA, FMLA
ADA compliance [ada-compliance] | Americans with Disabilities Act, reasonable accommodations
Employment law | labor law, labour law, employment legislation
Diversity equity and inclusion | DEI, D&I, DE&I, diversity and inclusion, DEIB
Employee engagement | engagement surveys, employee experience, employee satisfaction, culture building, company culture
Organizational development | organisational development, organizational design, org design, organization design
Workforce analytics reporting | headcount reporting, HR reporting, HR metrics, attrition analysis
Job descriptions | job description writing, job analysis, job architecture
HR policies | policy development, employee handbook, HR policy
Employee wellness | wellness programs, mental health programs
Immigration | work permits, H-1B, immigration processes
Background checks | background screening, pre-employment screening
Campus recruiting | university recruiting, graduate recruitment, early careers, internship programs
Recruitment marketing
Talent pipelines | talent pipelining, talent pools
Hiring manager partnership | intake meetings
Offer negotiation | offer management, extending offers
Headcount planning | headcount management, position management
Employee records | personnel files, HR administration, HR admin
Coaching | executive coaching, career coaching
Career development | career pathing, career planning, career counseling, career counselling
Outplacement
Workers' compensation | workers comp, workers compensation
Occupational health and safety | OHS, OH&S, workplace safety, health and safety, EHS, environmental health and safety, HSE
OSHA | OSHA regulations, OSHA compliance, OSHA 30, OSHA 10
Change management HR [change-management-hr] | people change management
Global mobility | expatriate management
Contingent workforce management | contractor management, staffing agencies
`,
  },
  {
    area: 'business',
    category: 'Operations and supply chain',
    lines: `
Operations management | business operations, operational management, ops management, operational excellence
Supply chain management | supply chain, SCM, end-to-end supply chain, supply chain operations, supply chain planning
Logistics | logistics management, logistics operations, third-party logistics, 3PL, freight, freight forwarding, transportation logistics
Inventory management | inventory control, stock control, inventory planning, inventory optimization, cycle counting, stock management, managed inventory, managing inventory, inventory ordering
Demand planning | demand forecasting, S&OP, sales and operations planning, IBP process
Supply planning | supply and demand planning, MRP, material requirements planning, materials planning
Production planning | production scheduling, master production scheduling, MPS, capacity planning manufacturing
Warehouse management | warehousing, warehouse operations, distribution center operations, WMS, pick and pack, fulfillment, order fulfillment, fulfilment
Transportation management | TMS, fleet management, route planning, route optimization, dispatching
Shipping and receiving
Import and export compliance | customs, customs compliance, customs brokerage, trade compliance, Incoterms, export controls, ITAR, EAR
Strategic sourcing | category management procurement, spend analysis, supplier sourcing, supplier selection
Supplier relationship management | SRM, supplier performance, supplier development, supplier quality
Purchasing | purchase orders, PO management, requisitions, procure-to-pay, P2P
Order management | order processing, order-to-cash, O2C, order entry
Manufacturing | manufacturing operations, production operations, manufacturing processes
Lean manufacturing | lean production, 5S, TPM, Toyota Production System, kanban manufacturing, just-in-time, JIT
Quality control | QC, quality inspection, quality checks
Quality management | quality management systems, QMS, ISO 9001, quality systems
Process engineering | process engineer skills, process development
Industrial engineering | time and motion studies, time studies, work measurement, line balancing
Manufacturing engineering | DFM, design for manufacturing, manufacturability
Statistical process control | SPC, control charts, process capability, Cpk
Failure mode and effects analysis | FMEA, PFMEA, DFMEA
Corrective and preventive action | CAPA, 8D, corrective actions
Good manufacturing practice | GMP, cGMP, current good manufacturing practices
Good clinical practice | GCP certification, ICH GCP
Good laboratory practice | GLP
Process validation | process validation, equipment validation, IQ/OQ/PQ, computer system validation
Maintenance management | preventive maintenance, predictive maintenance, maintenance planning, TPM maintenance
Facilities management | facility management, building maintenance, facilities operations
Health and safety compliance
Environmental compliance | environmental regulations, environmental management, ISO 14001
Sustainability | ESG, corporate sustainability, environmental sustainability, CSR, corporate social responsibility, carbon accounting, net zero, decarbonization
Energy management | energy efficiency, energy audits
Manufacturing capacity planning [capacity-planning-operations] | capacity analysis
Business continuity management
Service operations | service management, field service, field service management
Customer operations
Vendor onboarding
Food safety | HACCP, food handling, ServSafe, food hygiene
Hospitality management | hospitality, hotel management, hotel operations, guest services, front desk operations
Restaurant management | food and beverage, F&B, food service management, kitchen management
Culinary skills | cooking, food preparation, menu planning, baking
Cleaning and sanitation | janitorial, custodial, housekeeping
Security guard services | security officer duties, loss prevention, patrolling
Forklift operation | forklift, forklift certified, reach truck, pallet jack
Heavy equipment operation | equipment operation, excavator, backhoe, crane operation
Commercial driving | CDL, Class A CDL, commercial driver's license, truck driving, delivery driving
Material handling | materials handling, loading and unloading, picking and packing
Assembly work | assembly line, product assembly, mechanical assembly
Machining | CNC machining, CNC, lathe, milling, machinist skills
Welding | MIG welding, TIG welding, arc welding, stick welding, metal fabrication, metal fabrication
Electrical work | electrical wiring, electrical installation, electrician skills, electrical systems
Plumbing | pipefitting, plumbing systems
HVAC | heating ventilation and air conditioning, HVAC systems, refrigeration
Carpentry | woodworking, finish carpentry
Construction | construction industry, general construction, building construction, construction site
Blueprint reading | reading blueprints, schematics, technical drawings reading, reading schematics
Estimating | cost estimating, construction estimating, quantity takeoff, takeoffs
Surveying | land surveying, site surveying
Civil engineering | structural engineering, geotechnical engineering, transportation engineering
Mechanical engineering | mechanical design, machine design, thermodynamics, heat transfer, fluid mechanics
Electrical engineering | power systems, power electronics, electrical design
Chemical engineering | process chemistry, chemical processes
Biomedical engineering | medical devices, medical device development
Aerospace engineering | aeronautics, avionics, aerospace
Systems engineering | systems engineer skills, requirements engineering, MBSE, model-based systems engineering, SysML
Reliability engineering | reliability analysis, RAM analysis, Weibull analysis
Test engineering | hardware testing, test equipment, test fixtures
Environmental engineering | water treatment, wastewater treatment, environmental science
Laboratory skills | lab techniques, laboratory techniques, wet lab, lab work, laboratory testing
Chemistry | analytical chemistry, organic chemistry, HPLC, mass spectrometry, chromatography, spectroscopy, titration
Biology | molecular biology, cell biology, microbiology, biochemistry, cell culture, PCR, ELISA, Western blot, CRISPR
Clinical research | clinical trials, clinical studies, clinical trial management, CRA, clinical operations, study coordination
Regulatory affairs | regulatory submissions, FDA regulations, FDA, 510(k), NDA submissions, EU MDR
Pharmacovigilance | drug safety, adverse event reporting
`,
  },
  {
    area: 'business',
    category: 'Customer success and support',
    lines: `
Customer service | customer support, client service, client services, customer care, serving customers
Customer experience | CX, customer experience management, client experience
Customer onboarding | client onboarding, user onboarding, implementation onboarding
Customer retention strategy
Churn analysis | churn prevention, churn management
Net Promoter Score | NPS, CSAT, customer satisfaction, customer satisfaction scores, CES
Voice of the customer | VoC, customer feedback, feedback analysis
Technical support engineering | tier 2 support, tier 3 support, L2 support, L3 support, application support, production support
Troubleshooting | problem diagnosis, diagnosing issues, diagnose problems
Ticketing systems | ticket management, ticketing, support tickets
Call center operations | call centre, contact center, contact centre, inbound calls, outbound calls, phone support
Live chat support | chat support, email support, omnichannel support
Complaint handling | complaint resolution, handling complaints, escalation management, escalations, de-escalation
Knowledge base management | knowledge management, help center content, support documentation, FAQs
Service level agreements | SLA management, SLA
Quarterly business reviews | QBR, QBRs, business reviews, executive business reviews, EBRs
Customer health scoring | health scores
Customer advocacy programs
Client management | client handling, client relations, managing clients
Customer education | customer training, user training, end-user training
Implementation consulting | solutions implementation, professional services, implementation specialist skills
Technical account management | technical account manager
Support operations | support ops, CX operations
Workforce management | WFM, workforce scheduling, shift scheduling, rostering
Contact center quality assurance [qa-customer-service] | call monitoring, QA scorecards, call quality
Front desk | reception, receptionist skills, front office, greeting visitors
Concierge services | guest relations
`,
  },
  {
    area: 'business',
    category: 'Legal and compliance',
    lines: `
Legal research | case law research, legal analysis, statutory research
Legal writing | legal drafting, drafting legal documents, memoranda, legal briefs, legal motions
Contract drafting | contract writing, drafting contracts, contract review, reviewing contracts, contract negotiation legal, redlining
Commercial contracts | commercial agreements, SaaS agreements, MSAs, NDAs, non-disclosure agreements, licensing agreements
Corporate law | corporate governance, corporate transactions, entity management, board governance, company secretarial
Securities law | securities regulation, SEC compliance
Intellectual property | IP law, patents, patent law, trademarks, trademark law, copyright, copyright law, IP protection
Patent prosecution | patent drafting, prior art search, freedom to operate
Litigation | civil litigation, litigation support, trial preparation, dispute resolution
E-discovery | e-discovery, eDiscovery, electronic discovery, document review
Arbitration | mediation, alternative dispute resolution, ADR
Regulatory compliance [regulatory-compliance] | compliance, regulatory compliance programs, compliance management, compliance monitoring, compliance programs
Ethics and compliance | code of conduct, ethics programs, whistleblower programs
Anti-bribery and corruption | FCPA, UK Bribery Act, ABC compliance, anti-corruption
Export control law
Data protection law | privacy law, data privacy law, data protection officer, DPO
Privacy impact assessments | PIA, DPIA
Employment litigation
Real estate law | property law, conveyancing, leases, title searches
Family law | divorce, custody
Criminal law | criminal defense, prosecution
Immigration law | immigration petitions
Tax law | tax controversy
Bankruptcy | insolvency
Banking and finance law | finance law, lending documentation
Healthcare law | health law, Stark Law, Anti-Kickback Statute
Environmental law | environmental litigation
Antitrust | competition law, antitrust law
Legal operations | legal ops, matter management, legal spend management, e-billing
Paralegal skills | paralegal, legal assistant skills, case management legal
Notary public | notarization
Court filings | e-filing, docketing, calendaring
Legal document management
Policy analysis | public policy, policy research, policy development government, legislation, legislative analysis
Government relations | public affairs, lobbying, government affairs
Licensing | license management, software licensing
Records management | records retention, document retention, archives, archiving
Internal investigations | compliance investigations
Sanctions compliance | OFAC, export sanctions
`,
  },
  {
    area: 'business',
    category: 'Healthcare administration and clinical',
    lines: `
Healthcare administration | healthcare management, health administration, hospital administration, health services administration, practice management
Medical billing | medical billing and coding, healthcare billing, claims submission, insurance claims, claims billing
Medical coding | ICD-10, ICD-10-CM, CPT, CPT coding, HCPCS, DRG, medical coder skills, clinical coding
Revenue cycle management | RCM, revenue cycle, patient accounts, denials management, claim denials, prior authorization, prior authorizations, insurance verification, eligibility verification
Medical terminology
Electronic health records | EHR, EMR, electronic medical records, EHR systems, health records
Health information management | HIM, medical records, health information, release of information
Patient scheduling | appointment scheduling, patient registration, patient intake, scheduling appointments
Patient care | direct patient care, patient support, bedside care, patient safety, patient experience
Patient advocacy | patient education, patient navigation
Care coordination | case management, care management, discharge planning, utilization review, utilization management
Clinical documentation | charting, clinical notes, documentation improvement, CDI
Nursing | registered nurse, RN, nursing care, LPN, licensed practical nurse, nurse practitioner, acute care nursing
Vital signs | taking vitals, blood pressure measurement
Phlebotomy | blood draws, venipuncture
Medication administration | administering medications, medication management, medication reconciliation, pharmacology
Pharmacy | pharmacy technician skills, dispensing, prescriptions
Infection control | infection prevention, sterilization, aseptic technique, sterile technique
Basic life support | BLS, CPR, CPR certified, first aid, AED, BLS certification
Advanced cardiac life support | ACLS, PALS, pediatric advanced life support
Emergency medicine | emergency care, triage, EMT, paramedic, emergency medical services, EMS
Critical care | ICU, intensive care
Surgery | surgical procedures, operating room, OR nursing, perioperative, surgical assisting
Radiology | medical imaging, X-ray, MRI, CT scans, ultrasound, sonography, radiography
Laboratory medicine | clinical laboratory, medical laboratory, lab specimens, specimen collection, clinical lab testing
Physical therapy | physiotherapy, rehabilitation, rehab, occupational therapy, physical therapist skills
Speech-language pathology | speech therapy, SLP
Mental health | behavioral health, behavioural health, psychiatric care, counseling, counselling, psychotherapy, crisis intervention
Social work | case work, social services, LCSW, LMSW, community services
Substance abuse counseling | addiction counseling, substance use disorders
Applied behavior analysis | ABA, BCBA, ABA therapy
Home health care | home care, home health, caregiving, personal care, elderly care, senior care, companionship care
Long-term care | nursing homes, skilled nursing, assisted living
Dental | dental assisting, dental hygiene, dental care, oral health, dentistry
Optometry | vision care, ophthalmology
Veterinary | veterinary care, animal care, vet tech, veterinary technician skills, animal handling
Public health | epidemiology, population health, community health, health promotion, health education
Healthcare quality | quality improvement healthcare, healthcare quality improvement, patient outcomes, HEDIS, quality measures
Healthcare compliance | HIPAA privacy, Joint Commission, CMS regulations, Medicare, Medicaid, JCAHO
Health insurance | managed care, payer relations, payor relations, health plans, benefits verification, PBM
Telehealth | telemedicine, virtual care, remote patient monitoring
Clinical informatics | health informatics, nursing informatics, healthcare informatics, medical informatics
Healthcare analytics | health data analysis, claims data analysis, clinical data analysis
Medical scribing | medical scribe skills, scribing
Medical assisting | medical assistant skills, clinical assisting, MA certification
Nutrition | dietetics, dietitian skills, nutrition counseling, meal planning
Fitness training | personal training, personal trainer skills, fitness instruction, group fitness, exercise physiology
Anatomy and physiology | anatomy, physiology
Diagnosis | clinical diagnosis, differential diagnosis, clinical assessment, patient assessment, health assessments
Wound care
IV therapy | IV insertion, IV starts, intravenous therapy, IV placement
Palliative care | hospice care, end-of-life care
Pediatrics | pediatric care, paediatrics, neonatal care, NICU
Geriatrics | geriatric care, gerontology
Obstetrics | labor and delivery, maternal health, midwifery
Oncology | cancer care, chemotherapy
Cardiology | cardiac care, EKG, ECG
Healthcare IT | health IT, healthcare technology
Clinical data management | CDM, case report forms, CRF, EDC
Clinical trial statistics [clinical-biostatistics]
`,
  },
  {
    area: 'business',
    category: 'Education and training',
    lines: `
Teaching | teaching experience, classroom instruction, classroom teaching, educating, educator skills
Lesson planning | lesson plans, unit planning, curriculum planning
Curriculum design | curriculum development education, curriculum writing, syllabus design, course development, curriculum
Classroom management | behavior management, behaviour management, student behavior
Differentiated instruction | differentiation, individualized instruction, personalized learning
Special education | SPED, special needs education, IEP, IEPs, individualized education programs, 504 plans, inclusive education
Early childhood education | ECE, preschool, early years, early learning, child development, childcare, child care
Elementary education | primary education, K-5, elementary teaching
Secondary education | high school teaching, middle school, K-12, K12
Higher education | university teaching, college teaching, academia, lecturing
Adult education | adult learning, andragogy, continuing education, workforce training
English as a second language | ESL, ELL, TESOL, TEFL, EFL, ESOL, English language teaching
STEM education | STEAM, science education, math education, mathematics education
Literacy instruction | reading instruction, phonics, reading intervention, literacy
Tutoring | tutor, test preparation, test prep, SAT prep, homework help
Student assessment | formative assessment, summative assessment, educational assessment, rubrics
Educational technology | EdTech, ed tech, instructional technology, technology integration
Online teaching | online instruction, virtual teaching, distance learning, remote teaching, blended learning, hybrid learning
Student engagement | student success, student retention
Student affairs | student services, residence life, student development
Academic advising | student advising, academic counseling
Admissions | enrollment management, admissions counseling, recruitment of students, financial aid
School administration | educational leadership, school leadership, academic administration
Parent communication | parent engagement, family engagement, parent-teacher conferences
Educational research | education research, learning sciences
Training facilitation | training delivery facilitation, facilitating training, train the trainer, classroom training
Coaching athletes | sports coaching, athletic coaching, coaching sports
Youth development | youth work, youth programs, after-school programs, mentoring youth
Library science | librarianship, cataloging, cataloguing, library services, information literacy
Museum education | museum programs, exhibitions, collections management
Academic research | scientific research, research methods, research design, literature review, literature reviews
Academic writing | scientific writing, research papers, manuscript writing, peer review
Educational program management | program coordination, program development, program administration
`,
  },
  {
    area: 'business',
    category: 'Strategy and general management',
    lines: `
Business strategy | strategy, corporate strategy, strategic planning, strategic thinking, strategic initiatives, strategy development
Management consulting | consulting, strategy consulting, business consulting
Operations strategy | operating model, target operating model, TOM
Organizational leadership | executive leadership, senior leadership
People management | managing people, staff management, team management, managing teams, line management, direct reports, supervising staff, supervision, supervisory skills
General management | business management, business administration
Research and development | R&D, R & D, R+D
Entrepreneurship | entrepreneurial, startup experience, small business ownership
P&L ownership
Board reporting | board presentations, board decks, board relations
Executive presence
Business planning | business plans, annual planning, operating plans
Business transformation | digital transformation, transformation programs, enterprise transformation
Innovation management | innovation strategy, open innovation
Nonprofit management | non-profit management, nonprofit, non-profit, NGO management, charity management
Public administration | public sector management, government administration, civil service
Program evaluation | monitoring and evaluation, M&E, impact evaluation, impact measurement, logic models
International development | global development, humanitarian aid, humanitarian response
Community outreach | outreach, community relations, community development, community organizing
Volunteer management | volunteer coordination, volunteer recruitment
Administrative support | admin support, clerical, office administration, office management, office support
Executive assistance | executive assistant skills, executive support, personal assistant, travel arrangements, travel booking, travel coordination
Filing systems | document filing, filing systems, paperwork
Bilingual communication | bilingual, multilingual
Mail handling | mailroom, correspondence
Transcription | audio transcription, dictation
Virtual assistance | virtual assistant skills
Franchise management | franchising
Real estate development | property development, land development, zoning
Urban planning | city planning, town planning, land use planning
Architectural design | architectural design, building design, architectural drawings
Interior design | space planning, interior architecture, FF&E
Landscape architecture | landscaping, landscape design, horticulture
Agriculture | farming, agronomy, crop management, livestock, agribusiness
Mining | mining operations, mineral exploration
Oil and gas | upstream oil and gas, petroleum engineering, drilling, reservoir engineering
Renewable energy | solar energy, solar, wind energy, photovoltaics, PV systems, battery storage, energy storage
Utility operations | electric utilities, water utilities, power generation, grid operations
Aviation | aircraft maintenance, aviation maintenance, flight operations, air traffic control, A&P mechanic
Maritime | shipping industry, marine operations, seafaring
Automotive | automotive engineering, automotive repair, auto mechanic, vehicle maintenance, diagnostics automotive
Fashion design | apparel design, garment construction, textiles, pattern making
Beauty services | cosmetology, hairstyling, hair styling, makeup artistry, esthetics, nail technician
Music | music production, musician, music theory, audio mixing
Performing arts | performing arts, theatre, theater
Broadcasting | radio broadcasting, television production, TV production, broadcast journalism
Film production | filmmaking, cinematography
Event production | live events, stage management, production management
Childcare services | babysitting, nanny
Pet care | dog walking, pet sitting
Security management | security management, protective services
Law enforcement | policing, criminal justice, investigations law enforcement
Military experience | military leadership
Firefighting | fire safety, fire prevention, fire protection
Emergency management | emergency preparedness, disaster response, disaster management, crisis response
`,
  },
];
