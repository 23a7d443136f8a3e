import type { CategoryBlock } from './define.js';

export const CERTIFICATION_BLOCKS: CategoryBlock[] = [
  {
    area: 'certification',
    category: 'Certifications',
    lines: `
Project Management Professional | PMP, PMP certification, PMP certified
Certified Associate in Project Management | CAPM
PMI Agile Certified Practitioner | PMI-ACP
Program Management Professional | PgMP
Certified ScrumMaster | CSM certification, Certified Scrum Master, PSM, Professional Scrum Master, PSM I
Certified Scrum Product Owner | CSPO, PSPO, Professional Scrum Product Owner
SAFe Agilist | SA certification, Leading SAFe, SAFe certification
PRINCE2 Practitioner | PRINCE2 Foundation
ITIL Foundation | ITIL certified, ITIL certification
Certified Public Accountant | CPA, CPA license, licensed CPA
Chartered Accountant | ACA, ICAEW, CA qualification
Chartered Certified Accountant | ACCA
Chartered Institute of Management Accountants | CIMA
Certified Management Accountant | CMA
Certified Internal Auditor | CIA certification
Certified Fraud Examiner | CFE
Enrolled Agent | EA certification
Chartered Financial Analyst | CFA, CFA charterholder, CFA Level I, CFA Level II, CFA Level III
Certified Financial Planner | CFP
Financial Risk Manager | FRM
Chartered Alternative Investment Analyst | CAIA
FINRA Series 7 | Series 7, Series 63, Series 65, Series 66, Series 79, Series 24, FINRA licenses
Certified Anti-Money Laundering Specialist | CAMS
Certified Treasury Professional | CTP
Certified Information Systems Security Professional | CISSP
Certified Information Security Manager | CISM
Certified Information Systems Auditor | CISA
Certified in Risk and Information Systems Control | CRISC
CompTIA Security+ | Security+, Security Plus
CompTIA Network+ | Network+
CompTIA A+ | A+ certification, CompTIA A plus
CompTIA CySA+ | CySA+
CompTIA PenTest+ | PenTest+
CompTIA CASP+ | CASP+
CompTIA Linux+
CompTIA Cloud+
Certified Ethical Hacker | CEH
Offensive Security Certified Professional | OSCP
GIAC certifications | GIAC, GSEC, GCIH, GPEN, GCIA
Certified Cloud Security Professional | CCSP
Cisco Certified Network Associate | CCNA
Cisco Certified Network Professional | CCNP
Cisco Certified Internetwork Expert | CCIE
Microsoft Certified Solutions Expert | MCSE, MCSA
Microsoft Azure Fundamentals | AZ-900
Azure Administrator Associate | AZ-104
Azure Solutions Architect Expert | AZ-305
Azure Developer Associate | AZ-204
Azure Data Engineer Associate | DP-203
AWS Certified Solutions Architect | AWS Solutions Architect, AWS Certified Solutions Architect Associate, AWS Certified Solutions Architect Professional, AWS SAA
AWS Certified Developer | AWS Developer Associate
AWS Certified SysOps Administrator | AWS SysOps
AWS Certified DevOps Engineer
AWS Certified Cloud Practitioner | AWS Cloud Practitioner
AWS Certified Machine Learning | AWS ML Specialty
AWS Certified Security Specialty
AWS Certified Data Engineer | AWS Data Analytics Specialty
Google Cloud Professional Cloud Architect | Professional Cloud Architect, GCP Cloud Architect
Google Cloud Professional Data Engineer | Professional Data Engineer
Certified Kubernetes Administrator | CKA
Certified Kubernetes Application Developer | CKAD
Certified Kubernetes Security Specialist | CKS
HashiCorp Certified Terraform Associate | Terraform Associate
Red Hat Certified Engineer | RHCE
Red Hat Certified System Administrator | RHCSA
Linux Professional Institute Certification | LPIC
Oracle Certified Professional | OCP, Oracle Certified Associate, OCA, Oracle Certified Java Programmer
Salesforce Certified Administrator | Salesforce Admin certification, Salesforce Certified Admin
Salesforce Certified Platform Developer | Platform Developer I, Platform Developer II
Tableau Certification | Tableau Desktop Specialist, Tableau Certified Data Analyst
Microsoft Certified Power BI Data Analyst | PL-300
Google Analytics Certification | GAIQ, Google Analytics Individual Qualification
Google Ads Certification | Google Ads certified
HubSpot Certification | HubSpot Inbound certification, HubSpot certified
Google Data Analytics Certificate | Google Data Analytics Professional Certificate
Six Sigma Green Belt certification [six-sigma-green-belt] | Green Belt, CSSGB
Six Sigma Black Belt certification [six-sigma-black-belt] | Black Belt, CSSBB
Certified Quality Engineer | CQE
Certified Quality Auditor | CQA
Certified Supply Chain Professional | CSCP
Certified in Production and Inventory Management | CPIM
Certified Professional in Supply Management | CPSM
Certified Purchasing Manager | CPM certification
SHRM Certified Professional | SHRM-CP
SHRM Senior Certified Professional | SHRM-SCP
Professional in Human Resources | PHR
Senior Professional in Human Resources | SPHR
Certified Employee Benefits Specialist | CEBS
Certified Compensation Professional | CCP
Certified Payroll Professional
Registered Nurse license | RN license, registered nurse license, NCLEX, NCLEX-RN
Certified Nursing Assistant | CNA
Certified Medical Assistant | CMA certification, RMA
Certified Professional Coder | CPC, AAPC certification
Certified Coding Specialist | CCS
Registered Health Information Administrator | RHIA, RHIT
Certified Pharmacy Technician | CPhT, PTCB
Emergency Medical Technician certification [emt-certification] | EMT-B, NREMT
Certified Clinical Research Professional | CCRP, ACRP certification, SOCRA
Board Certified Behavior Analyst | BCBA certification
Licensed Clinical Social Worker | LCSW license
Licensed Professional Counselor | LPC
Teaching license | teaching certificate, teaching credential, teacher certification, state teaching license, QTS, PGCE
Professional Engineer | PE license, licensed professional engineer, P.Eng
Engineer in Training | EIT, FE exam
LEED Accredited Professional | LEED AP, LEED Green Associate, LEED
Certified Energy Manager | CEM
Certified Safety Professional | CSP certification
OSHA certification
Bar admission | admitted to the bar, licensed attorney, JD, Juris Doctor, bar license
Certified Paralegal | CP paralegal, NALA certification
Real estate license | licensed real estate agent, real estate salesperson license, realtor license
Insurance license | life and health license, property and casualty license, P&C license
Certified Information Privacy Professional | CIPP, CIPP/E, CIPP/US, CIPM, CIPT
Certified Data Management Professional | CDMP
Certified Business Analysis Professional | CBAP, CCBA, ECBA
TOGAF | TOGAF certification, TOGAF certified
COBIT
ISTQB certification [istqb-certification] | ISTQB Foundation, ISTQB certified
Certified Software Tester | CSTE
Certified Associate in Python Programming | PCAP
Oracle Java certification [oracle-java-certification] | OCPJP
`,
  },
];
