import type { InterviewQuestion } from '../types.js';
import { accountingQuestions } from './accounting.js';
import { backendQuestions } from './backend.js';
import { careSupportQuestions } from './care-support.js';
import { cleaningFacilitiesSecurityQuestions } from './cleaning-facilities-security.js';
import { consultingQuestions } from './consulting.js';
import { customerSuccessQuestions } from './customer-success.js';
import { dataEngineeringQuestions } from './data-engineering.js';
import { dataScienceQuestions } from './data-science.js';
import { devopsSreQuestions } from './devops-sre.js';
import { educationQuestions } from './education.js';
import { financeQuestions } from './finance.js';
import { foodHospitalityQuestions } from './food-hospitality.js';
import { frontendQuestions } from './frontend.js';
import { generalQuestions } from './general.js';
import { healthcareQuestions } from './healthcare.js';
import { hrRecruitingQuestions } from './hr-recruiting.js';
import { marketingQuestions } from './marketing.js';
import { mobileQuestions } from './mobile.js';
import { officeAdminQuestions } from './office-admin.js';
import { operationsQuestions } from './operations.js';
import { productManagementQuestions } from './product-management.js';
import { projectManagementQuestions } from './project-management.js';
import { qaQuestions } from './qa.js';
import { retailCustomerServiceQuestions } from './retail-customer-service.js';
import { salesQuestions } from './sales.js';
import { securityQuestions } from './security.js';
import { skilledTradesQuestions } from './skilled-trades.js';
import { softwareEngineeringQuestions } from './software-engineering.js';
import { uxDesignQuestions } from './ux-design.js';
import { warehouseLogisticsQuestions } from './warehouse-logistics.js';

/** The whole shipped bank, written by the team; frozen so callers cannot mutate shared data. */
export const QUESTION_BANK: readonly InterviewQuestion[] = Object.freeze([
  ...softwareEngineeringQuestions,
  ...frontendQuestions,
  ...backendQuestions,
  ...dataScienceQuestions,
  ...dataEngineeringQuestions,
  ...devopsSreQuestions,
  ...securityQuestions,
  ...mobileQuestions,
  ...qaQuestions,
  ...productManagementQuestions,
  ...projectManagementQuestions,
  ...uxDesignQuestions,
  ...marketingQuestions,
  ...salesQuestions,
  ...customerSuccessQuestions,
  ...financeQuestions,
  ...accountingQuestions,
  ...hrRecruitingQuestions,
  ...operationsQuestions,
  ...healthcareQuestions,
  ...educationQuestions,
  ...consultingQuestions,
  ...retailCustomerServiceQuestions,
  ...foodHospitalityQuestions,
  ...warehouseLogisticsQuestions,
  ...skilledTradesQuestions,
  ...careSupportQuestions,
  ...cleaningFacilitiesSecurityQuestions,
  ...officeAdminQuestions,
  ...generalQuestions,
]);
