import type { CategoryBlock } from './define.js';

export const TECH_ENTERPRISE_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Office and collaboration tools',
    lines: `
Microsoft Office | MS Office, Office 365, Microsoft 365, O365, M365, Microsoft Office Suite, MS Office Suite, Microsoft Office software
Microsoft Excel [microsoft-excel] | MS Excel, Excel spreadsheets
Microsoft Word [microsoft-word] | MS Word
Microsoft PowerPoint | PowerPoint, MS PowerPoint, PPT
Microsoft Outlook [microsoft-outlook] | MS Outlook
Microsoft OneNote | OneNote
Microsoft Teams [microsoft-teams] | MS Teams
Microsoft SharePoint | SharePoint, SharePoint Online, MS SharePoint
Microsoft OneDrive | OneDrive
Microsoft Visio [visio] | Visio, MS Visio
Microsoft Project [microsoft-project] | MS Project, Project Online
Microsoft Planner
Microsoft Power Automate | Power Automate, Microsoft Flow
Microsoft Power Apps | Power Apps, PowerApps
Microsoft Power Platform | Power Platform
Microsoft Dynamics 365 | Dynamics 365, Microsoft Dynamics, MS Dynamics, Dynamics CRM, Dynamics AX, Dynamics NAV, Business Central
Microsoft Publisher
Microsoft Forms
Google Workspace | G Suite, GSuite, Google Apps, Google Workspace software
Google Docs
Google Sheets | Google Spreadsheets
Google Slides
Google Drive
Google Forms
Gmail
Google Calendar
Google Meet [google-meet] | Hangouts
Apple Keynote
Apple Numbers
Apple Pages
LibreOffice | OpenOffice
Adobe Acrobat | Acrobat, Adobe Acrobat Pro, Adobe Reader, PDF editing
DocuSign | e-signature, electronic signatures
Adobe Sign | Adobe Acrobat Sign
Dropbox
Box [box] | Box.com
Slack [slack] | Slack workspace
Zoom [zoom] | Zoom Video, Zoom meetings
Cisco Webex | Webex, WebEx
Skype | Skype for Business
GoTo Meeting | GoToMeeting
RingCentral
Notion [notion] | Notion.so
Confluence | Atlassian Confluence
Jira | JIRA, Atlassian JIRA, Atlassian Jira, Jira Software, Jira Cloud
Trello
Asana [asana]
Monday.com [monday-com] | monday.com
ClickUp
Smartsheet
Airtable
Wrike
Basecamp [basecamp]
Linear app | Linear.app
Todoist
Evernote
Miro [miro] | Miro board
Mural [mural]
FigJam
Lucidchart [lucidchart] | Lucidspark
draw.io [draw-io] | diagrams.net
Loom video
Calendly
Zapier
Make.com | Integromat
IFTTT
Typeform
SurveyMonkey
Qualtrics | Qualtrics XM
Google Sites
Coda.io
Typing | touch typing, typing speed, keyboarding
Data entry | data input
Computer literacy | computer skills, PC skills, basic computer skills, digital literacy
Email management | email etiquette, inbox management
Calendar management | scheduling meetings, diary management
Word processing
Presentation software | presentation decks, slide decks, pitch decks
`,
  },
  {
    area: 'tech',
    category: 'Design tools and UX',
    lines: `
Figma [figma] | Figma design
Sketch [sketch] | Sketch app, Bohemian Sketch
Adobe XD | XD
Adobe Creative Cloud | Creative Cloud, Adobe Creative Suite, Adobe CC, Creative Suite, Adobe Creative Cloud software
Adobe Photoshop | Photoshop
Adobe Illustrator | Illustrator
Adobe InDesign | InDesign
Adobe After Effects | After Effects
Adobe Premiere Pro | Premiere Pro
Adobe Lightroom | Lightroom
Adobe Audition
Adobe Animate | Adobe Flash
Adobe Dreamweaver | Dreamweaver
Adobe Express | Adobe Spark
Adobe Firefly
Adobe Substance | Substance Painter, Substance 3D
Affinity Designer | Affinity Photo, Affinity Publisher
CorelDRAW | Corel Draw
GIMP
Inkscape
Canva [canva]
InVision [invision] | InVision Studio
Framer [framer] | Framer.com
Principle app
ProtoPie
Axure RP [axure-rp] | Axure
Balsamiq [balsamiq] | Balsamiq Mockups
UXPin [uxpin]
Zeplin [zeplin]
Maze usability testing
UserTesting | UserTesting.com
Optimal Workshop
Dovetail research
Final Cut Pro | Final Cut
DaVinci Resolve
Avid Media Composer
Apple Motion
Logic Pro
Pro Tools
Ableton Live | Ableton
FL Studio
Blender [blender] | Blender 3D
Autodesk Maya [maya] | Maya 3D
Autodesk 3ds Max | 3ds Max, 3D Studio Max
Cinema 4D | C4D
ZBrush
Houdini [houdini] | SideFX Houdini
Nuke [nuke] | Foundry Nuke
KeyShot
User experience design [user-experience-design] | UX design, user experience, UX/UI, UI/UX, UX/UI design, UI/UX design, experience design
User interface design [user-interface-design] | UI design, interface design, visual interface design
Interaction design | IxD, interaction designer, microinteractions
Visual design | visual designer
Graphic design | graphic designer, graphics design
Product design | product designer, digital product design
Service design | service blueprints, service blueprinting
Information architecture | sitemaps, card sorting
User research | UX research, design research, user interviews, contextual inquiry, ethnographic research
Usability | usability heuristics, heuristic evaluation, usability studies
Wireframing | wireframes, wireframe, low-fidelity wireframes
Prototyping | prototypes, rapid prototyping, high-fidelity prototypes, interactive prototypes, clickable prototypes
Design systems | design system, component libraries, design tokens, pattern libraries
Design thinking | human-centered design, human-centred design, HCD, user-centered design, UCD
Journey mapping | customer journey mapping, user journey mapping, customer journey maps, user flows, user journeys
Personas | user personas, persona development
Typography | type design
Color theory | colour theory
Layout design | page layout
Branding | brand identity, brand design, visual identity, logo design
Illustration | digital illustration, illustrations
Motion design | motion graphics, animation, 2D animation, 3D animation, animated graphics
Video editing | video production, video post-production, post-production
Photography | photo editing, photo retouching, retouching, photo shoots
Audio editing | audio production, sound design, podcast editing, audio engineering
3D modeling | 3D modelling, 3D design, 3D sculpting, texturing
Print design | print production, prepress, desktop publishing, DTP
Packaging design
Web design | website design, web designer, landing page design
Mobile app design | app design, mobile UX, mobile UI
Accessibility design | inclusive design, accessible UX
Content design | UX writing, microcopy, content designer
Design critique | design reviews
Design leadership | design management, design ops, DesignOps
Storyboarding | storyboards
Art direction | creative direction, art director
Computer-aided design | CAD, CAD software, CAD drafting, technical drawing, technical drawings
AutoCAD | Autodesk AutoCAD, AutoCAD LT, Autodesk AutoCAD Civil 3D, Civil 3D, AutoCAD Civil 3D
Autodesk Revit [revit] | Revit, Revit Architecture, Revit MEP
SolidWorks | SOLIDWORKS, Dassault Systemes SolidWorks
CATIA | Dassault CATIA
Siemens NX | Unigraphics, NX CAD
PTC Creo | Creo, Pro/ENGINEER
Autodesk Inventor | Inventor CAD
Autodesk Fusion 360 | Fusion 360
SketchUp | Trimble SketchUp, SketchUp Pro, Trimble SketchUp Pro
Rhino 3D | Rhinoceros 3D, Rhino3D
ArchiCAD | Graphisoft ArchiCAD
Bentley MicroStation | MicroStation
Navisworks | Autodesk Navisworks
Building information modeling | BIM, BIM modeling, BIM coordination
ANSYS | Ansys Fluent, Ansys Mechanical
Abaqus
COMSOL | COMSOL Multiphysics
Finite element analysis | FEA, FEM, finite element method, structural analysis
Computational fluid dynamics | CFD
Simulink | MATLAB Simulink
Geometric dimensioning and tolerancing | GD&T, tolerance analysis
`,
  },
  {
    area: 'tech',
    category: 'Enterprise and business software',
    lines: `
SAP | SAP ERP, SAP software, SAP ECC, SAP R/3
SAP S/4HANA | S/4HANA, S4HANA, SAP S4
SAP HANA | HANA
SAP FICO | SAP FI/CO, SAP FI, SAP CO, SAP Finance
SAP MM | SAP Materials Management
SAP SD | SAP Sales and Distribution
SAP PP | SAP Production Planning
SAP WM | SAP EWM, SAP Warehouse Management, Extended Warehouse Management
SAP SuccessFactors | SuccessFactors
SAP Ariba | Ariba
SAP Concur | Concur
SAP BW | SAP Business Warehouse, BW/4HANA
SAP Fiori | Fiori, SAPUI5, UI5
SAP Basis
SAP IBP | SAP APO, Integrated Business Planning
SAP Business One
Oracle E-Business Suite | Oracle EBS
Oracle Fusion Cloud | Oracle Fusion, Oracle Cloud ERP, Oracle ERP Cloud, Oracle Cloud software
Oracle NetSuite | NetSuite
Oracle PeopleSoft | PeopleSoft
Oracle Hyperion | Hyperion, Hyperion Planning, Oracle EPM, Essbase
Oracle JD Edwards | JD Edwards, JDE, JD Edwards EnterpriseOne
Oracle Primavera | Primavera P6, Primavera, P6
Infor | Infor CloudSuite, Infor M3, Infor LN, Infor SyteLine
Epicor | Epicor ERP, Epicor Kinetic
Sage Intacct | Sage 50, Sage 100, Sage X3
Acumatica
Odoo
IFS Applications | IFS ERP
Enterprise resource planning | ERP, ERP systems, ERP software, ERP implementation
Customer relationship management | CRM, CRM systems, CRM software, CRM tools
Salesforce | Salesforce.com, SFDC, Salesforce CRM, Salesforce Sales Cloud, Sales Cloud, Salesforce software
Salesforce Service Cloud | Service Cloud
Salesforce Marketing Cloud | Marketing Cloud, ExactTarget
Salesforce Administration | Salesforce admin, Salesforce administrator, Salesforce configuration
Salesforce Lightning | Lightning Web Components, LWC, Visualforce, SOQL
Salesforce CPQ | CPQ, configure price quote
Pardot | Marketing Cloud Account Engagement
Tableau CRM | Einstein Analytics, CRM Analytics
HubSpot | HubSpot CRM, HubSpot Marketing Hub, HubSpot Sales Hub, HubSpot software
Zoho CRM | Zoho, Zoho One
Pipedrive
Microsoft Dynamics CRM [microsoft-dynamics-crm] | Dynamics 365 Sales, Dynamics 365 Customer Engagement
Freshsales | Freshworks CRM
Copper CRM
Insightly
Close CRM | Close.io
Outreach.io | Outreach platform
Salesloft | SalesLoft
Gong | Gong.io
Chorus.ai
Apollo.io
ZoomInfo | ZoomInfo SalesOS
LinkedIn Sales Navigator | Sales Navigator
Clari
Highspot | Seismic enablement, sales enablement platforms
DocSend
PandaDoc | Proposify
Workday [workday] | Workday HCM, Workday Financials, Workday software, Workday Recruiting
Oracle HCM | Oracle HCM Cloud, Oracle Taleo, Taleo
ADP | ADP Workforce Now, ADP Vantage, ADP Payroll, ADP Run
UKG | Kronos, UKG Pro, UKG Ready, Kronos Workforce Timekeeper, UltiPro
Ceridian Dayforce | Dayforce
Paychex
Paycom
Paylocity
Gusto payroll
Rippling HR
BambooHR
Namely HR
Deel
Greenhouse ATS | Greenhouse.io
Lever ATS
iCIMS
Jobvite
SmartRecruiters
Workable ATS
JazzHR
Bullhorn
Ashby ATS
Applicant tracking systems | ATS, applicant tracking system
LinkedIn Recruiter | LinkedIn Talent Solutions
Lattice performance management
Culture Amp | CultureAmp
15Five
Cornerstone OnDemand
Docebo
TalentLMS
Learning management systems | LMS, learning management system
Moodle
Canvas LMS | Instructure Canvas
Blackboard Learn | Blackboard LMS
D2L Brightspace | Brightspace, D2L
Google Classroom
Schoology
PowerSchool
Articulate Storyline | Articulate 360, Articulate Rise, Rise 360
Adobe Captivate
Camtasia
Kahoot
Nearpod
QuickBooks | Intuit QuickBooks, QuickBooks Online, QBO, QuickBooks Desktop
Xero
FreshBooks
Wave Accounting
Bill.com
Expensify
Coupa
Tipalti
Navan | TripActions
Ramp spend management
Brex
BlackLine
FloQast
Adaptive Insights | Workday Adaptive Planning, Adaptive Planning
Anaplan
Planful | Host Analytics
Vena Solutions
OneStream
Kyriba
Bloomberg Terminal | Bloomberg, Bloomberg Professional
FactSet
Refinitiv Eikon | Refinitiv, Thomson Reuters Eikon, LSEG Workspace
Capital IQ | S&P Capital IQ, CapIQ
PitchBook
Morningstar Direct | Morningstar
Murex
Calypso trading
Avaloq
Temenos | Temenos T24
Fiserv
FIS Global | FIS
Jack Henry
nCino
Encompass mortgage | Ellie Mae Encompass
Guidewire | Guidewire PolicyCenter, Guidewire ClaimCenter
Duck Creek
Applied Epic
Vertex tax software
Avalara
Thomson Reuters ONESOURCE | ONESOURCE
CCH Axcess | CCH, CCH ProSystem
UltraTax | UltraTax CS
Lacerte
Drake Tax
TurboTax
Stripe | Stripe API, Stripe payments
PayPal | Braintree
Adyen
Square payments | Square POS
Shopify [shopify] | Shopify Plus, Shopify apps, Liquid templates
Magento [magento] | Adobe Commerce, Magento 2
BigCommerce
WooCommerce development [woocommerce-development]
Salesforce Commerce Cloud | Demandware, SFCC
commercetools
Wix [wix] | Wix.com
Squarespace [squarespace]
Webflow [webflow]
Contentful | headless CMS
Sanity CMS | Sanity.io
Strapi
Ghost CMS [ghost] | Ghost.org
Hugo [hugo] | Hugo static site generator
Jekyll [jekyll]
Adobe Experience Manager | AEM, Adobe AEM
Sitecore
Optimizely | Episerver
Contentstack
Content management systems | CMS, content management system, CMS platforms
Digital asset management | DAM, digital asset management systems
Sprinklr
Hootsuite
Sprout Social
Buffer social media
Later.com
Meltwater
Cision
Brandwatch
Marketo | Adobe Marketo, Marketo Engage, Marketo Marketing Automation
Eloqua | Oracle Eloqua
Mailchimp | MailChimp
Klaviyo
Braze
Customer.io
Constant Contact
ActiveCampaign
SendGrid | Twilio SendGrid
Twilio
Intercom
Drift chat
LiveChat
Gainsight
ChurnZero
Totango
Vitally
Freshdesk support [freshdesk] | Freshdesk
Zendesk Suite [zendesk-suite] | Zendesk Chat, Zendesk Talk
Help Scout
Kustomer
Gorgias
Five9
Genesys | Genesys Cloud, Genesys PureCloud
NICE inContact | NICE CXone, inContact
Talkdesk
Aircall
Medallia
Google Ads | Google AdWords, AdWords, Google Ads Editor
Microsoft Advertising | Bing Ads
Meta Ads | Facebook Ads, Facebook Ads Manager, Meta Ads Manager, Instagram Ads, Facebook advertising
LinkedIn Ads | LinkedIn Campaign Manager, LinkedIn advertising
TikTok Ads | TikTok advertising
Twitter Ads | X Ads
Amazon Advertising | Amazon Ads, Amazon Sponsored Products
The Trade Desk | Trade Desk
DV360 | Display & Video 360, Google Marketing Platform, Campaign Manager 360, CM360
Google Tag Manager [google-tag-manager] | Tag Manager
Google Search Console | Search Console, Webmaster Tools
SEMrush | Semrush
Ahrefs
Moz | Moz Pro
Screaming Frog
Similarweb
BuzzSumo
Optimizely experimentation | Optimizely Web
VWO | Visual Website Optimizer
Unbounce
Hotjar heatmaps [hotjar-heatmaps] | heatmaps, heat maps
Yardi | Yardi Voyager, Yardi software
AppFolio
RealPage
MRI Software
CoStar
Argus Enterprise | ARGUS
Procore | Procore software
Bluebeam | Bluebeam Revu
PlanGrid | Autodesk Build, BIM 360, Autodesk Construction Cloud
Buildertrend
Sage 300 CRE | Timberline
Viewpoint Vista
HCSS HeavyBid | HeavyBid
Oracle Aconex | Aconex
Epic Systems [epic-systems] | Epic, Epic EHR, Epic EMR, Epic Hyperspace, EpicCare
Cerner | Oracle Health, Cerner Millennium, Cerner PowerChart
MEDITECH | Meditech, MEDITECH software, Meditech Expanse
Allscripts | Veradigm
athenahealth | athenaOne, athenaClinicals
eClinicalWorks | eCW, eClinicalWorks EHR software
NextGen Healthcare | NextGen
Kareo | Tebra
AdvancedMD
Dentrix | Henry Schein Dentrix
Eaglesoft
Practice Fusion
PointClickCare
MatrixCare
Netsmart
Veeva | Veeva Vault, Veeva CRM
Medidata | Medidata Rave, Rave EDC
Oracle Clinical | Oracle InForm
REDCap
Argus Safety
Manhattan Associates | Manhattan WMS, Manhattan SCALE
Blue Yonder | JDA, JDA Software
Kinaxis | RapidResponse
o9 Solutions
e2open
Descartes Systems
SAP TM | SAP Transportation Management
Oracle SCM | Oracle Supply Chain Management, Oracle Fusion SCM
Infor Nexus | GT Nexus
Fishbowl Inventory
Cin7
ShipStation
Flexport
project44
FourKites
MercuryGate
Maximo | IBM Maximo
Fiix | UpKeep, computerized maintenance management system, CMMS
Plex MES
Siemens Opcenter | Camstar
Manufacturing execution systems | MES
Product lifecycle management | PLM, Windchill, PTC Windchill, Teamcenter, Siemens Teamcenter, Arena PLM, Agile PLM
Clio | Clio Manage
Relativity eDiscovery | RelativityOne
iManage
NetDocuments
LexisNexis | Lexis, Lexis+, Lexis Advance
Westlaw | Thomson Reuters Westlaw, Practical Law
Ironclad CLM
DocuSign CLM | contract lifecycle management, CLM
Everlaw
Logikcull
Bloomberg Law
Tyler Technologies | Tyler Munis, Munis
Esri ArcGIS Online
OpenText | Documentum, OpenText Documentum
Laserfiche
M-Files
Alfresco
Document management systems | document management, DMS, records management systems
Kofax | Kofax Capture
UiPath | UI Path
Automation Anywhere
Blue Prism | SS&C Blue Prism
Robotic process automation | RPA, process automation bots
Power Automate Desktop
Workflow automation | workflow automation tools, business process automation, BPA
Low-code development | low-code, no-code, low code, no code, low-code platforms
OutSystems
Mendix
Appian
Pega | Pegasystems, Pega PRPA
Camunda | BPMN, Business Process Model and Notation
MuleSoft [mulesoft] | Mule ESB, Anypoint Platform, Anypoint
Boomi | Dell Boomi
Informatica Intelligent Cloud Services [informatica-iics]
Workato
TIBCO | TIBCO BusinessWorks
IBM App Connect | IBM Integration Bus, IIB
Apache Camel
Enterprise service bus | ESB
iPaaS | integration platform as a service
System integration | systems integration, enterprise integration, application integration
API management | API gateway management, API lifecycle management
`,
  },
  {
    area: 'tech',
    category: 'Social media platforms',
    lines: `
Facebook | Facebook Pages, Facebook Business Manager, Meta Business Suite
Instagram | Instagram Reels
LinkedIn | LinkedIn marketing
TikTok | TikTok marketing
YouTube | YouTube channel, YouTube Studio
X (Twitter) [twitter] | Twitter
Pinterest
Snapchat
Reddit
WhatsApp Business | WhatsApp
Discord
Twitch
WeChat
Substack
`,
  },
];
