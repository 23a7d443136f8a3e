import type { CategoryBlock } from './define.js';

export const TECH_CLOUD_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Cloud platforms and services',
    lines: `
Amazon Web Services | AWS, Amazon AWS, AWS Cloud, Amazon Web Services AWS
Microsoft Azure | Azure, Azure Cloud, MS Azure, Windows Azure
Google Cloud Platform | GCP, Google Cloud, Google Cloud Platform GCP
Oracle Cloud Infrastructure | OCI, Oracle Cloud
IBM Cloud | IBM Bluemix
Alibaba Cloud | Aliyun
DigitalOcean | Digital Ocean
Linode | Akamai Cloud
Vultr
Hetzner
OVHcloud | OVH
Heroku
Vercel
Netlify
Render hosting
Fly.io
Railway hosting
Cloudflare | Cloudflare Workers, Cloudflare Pages, Cloudflare R2
Akamai | Akamai CDN
Fastly
Content delivery networks | CDN, CDNs
Cloud computing | cloud, cloud technologies, cloud platforms, cloud services, cloud infrastructure, cloud-native
Cloud architecture | cloud architect, cloud solution architecture, cloud design
Cloud migration | cloud migrations, lift and shift, migration to the cloud
Multi-cloud | multicloud, hybrid cloud
Cloud cost optimization | FinOps, cloud cost management
Infrastructure as a Service | IaaS
Platform as a Service | PaaS
Software as a Service | SaaS
Amazon EC2 | EC2, Elastic Compute Cloud, Amazon Elastic Compute Cloud EC2
Amazon S3 | S3, AWS S3, Simple Storage Service, Amazon Simple Storage Service S3
AWS Lambda [aws-lambda] | AWS Lambda functions, Lambda functions
Amazon ECS | ECS, Elastic Container Service, AWS Fargate, Fargate
Amazon EKS | EKS, Elastic Kubernetes Service
Amazon ECR | ECR
AWS CloudFormation | CloudFormation, CFN, Amazon Web Services AWS CloudFormation
AWS CDK | CDK, Cloud Development Kit
AWS SAM | Serverless Application Model
AWS Elastic Beanstalk | Elastic Beanstalk
Amazon VPC | VPC, VPCs, Virtual Private Cloud
AWS IAM | IAM roles, IAM policies, AWS Identity and Access Management
Amazon CloudWatch | CloudWatch
AWS CloudTrail | CloudTrail
Amazon CloudFront | CloudFront
Amazon Route 53 | Route 53, Route53
Amazon SQS | SQS, Simple Queue Service
Amazon SNS | SNS, Simple Notification Service
Amazon EventBridge | EventBridge
AWS Step Functions | Step Functions
Amazon API Gateway | API Gateway, AWS API Gateway
AWS AppSync | AppSync
Amazon Cognito | Cognito
AWS Secrets Manager | Secrets Manager
AWS KMS | Key Management Service
Amazon ElastiCache | ElastiCache
Amazon EBS | EBS, Elastic Block Store
Amazon EFS | EFS, Elastic File System
AWS Systems Manager | SSM, AWS SSM
AWS Organizations | AWS Control Tower, Control Tower
AWS Well-Architected Framework | Well-Architected
Amazon QuickSight | QuickSight
AWS Amplify
AWS Batch
AWS Direct Connect | Direct Connect
Elastic Load Balancing | ELB, ALB, NLB, Application Load Balancer
AWS Auto Scaling | Auto Scaling groups, autoscaling, auto-scaling
Amazon Lightsail | Lightsail
AWS Backup
AWS Transfer Family
Amazon Connect
Amazon SES | SES, Simple Email Service
AWS GuardDuty | GuardDuty
AWS Security Hub | Security Hub
AWS WAF
AWS Shield
Amazon Inspector
AWS Config
AWS CodePipeline | CodePipeline, CodeBuild, CodeDeploy, CodeCommit
Azure DevOps | Azure DevOps Services, VSTS, Team Foundation Server, TFS, Azure Pipelines, Azure Boards, Azure Repos
Azure Functions
Azure App Service | Azure Web Apps
Azure Kubernetes Service | AKS
Azure Container Instances | ACI
Azure Container Apps
Azure Virtual Machines | Azure VMs, Azure VM
Azure Blob Storage | Blob Storage, Azure Storage
Azure Active Directory | Azure AD, AAD, Microsoft Entra ID, Entra ID
Azure Key Vault | Key Vault
Azure Monitor | Application Insights, Log Analytics
Azure Resource Manager | ARM templates, ARM template
Azure Logic Apps | Logic Apps
Azure Service Bus | Service Bus
Azure API Management | APIM
Azure Front Door
Azure Sentinel | Microsoft Sentinel
Azure Stack | Azure Arc
Azure Data Lake | ADLS, Azure Data Lake Storage
Azure Cognitive Services | Azure AI Services
Google Compute Engine | GCE, Compute Engine
Google Kubernetes Engine | GKE
Google Cloud Run | Cloud Run
Google Cloud Functions | Cloud Functions
Google App Engine | App Engine, GAE
Google Cloud Storage | GCS, Cloud Storage
Google Cloud IAM
Google Cloud Build | Cloud Build
Google Cloud Deployment Manager
Google Cloud Monitoring | Stackdriver, Cloud Logging, Cloud Monitoring
Google Apigee | Apigee
Firebase Hosting
OpenStack | OpenStack Swift, OpenStack Nova, OpenStack Neutron
VMware | VMware vSphere, vSphere, ESXi, vCenter, VMware ESXi
VMware NSX | NSX
VMware Horizon | VDI, virtual desktop infrastructure, Citrix Virtual Apps, Citrix
Hyper-V | Microsoft Hyper-V
Proxmox
KVM | QEMU
Virtualization | virtualisation, virtual machines, VMs, hypervisors
Nutanix
Private cloud
Edge computing | edge devices
`,
  },
  {
    area: 'tech',
    category: 'DevOps and infrastructure',
    lines: `
DevOps | Dev Ops, DevOps practices, DevOps culture
DevSecOps
Site reliability engineering | SRE, site reliability
Platform engineering | internal developer platforms, IDP
Continuous integration | CI, CI pipelines
Continuous delivery | CD, continuous deployment, CI/CD, CI CD, CI / CD, CICD, CI/CD pipelines, deployment pipelines
Infrastructure as code | IaC, infrastructure-as-code
Configuration management | config management
Release management | release engineering, release process
GitOps
Docker | Docker containers, Dockerfile, Dockerfiles, Docker Swarm
Docker Compose | docker-compose
Containerization | containers, containerisation, container orchestration, containerized applications
Kubernetes | k8s, K8S, kube, Kubernetes clusters, K8s
Helm [helm] | Helm charts
Kustomize
OpenShift | Red Hat OpenShift, OKD
Rancher | Rancher Kubernetes, RKE
k3s
Podman | Buildah
containerd | CRI-O
Istio | service mesh
Linkerd
Envoy [envoy] | Envoy Proxy
Consul [consul] | HashiCorp Consul
HashiCorp Vault [hashicorp-vault]
Nomad [nomad] | HashiCorp Nomad
Packer [packer] | HashiCorp Packer
Vagrant | HashiCorp Vagrant
Terraform [terraform] | HashiCorp Terraform, Terraform Cloud, OpenTofu, IBM Terraform
Pulumi
Crossplane
Ansible [ansible] | Ansible Tower, AWX, Ansible playbooks, Red Hat Ansible
Chef [chef] | Chef Infra, Progress Chef
Puppet [puppet] | Puppet Enterprise
SaltStack [saltstack] | Salt Project
Jenkins [jenkins] | Jenkins CI, Jenkins pipelines, Jenkinsfile
GitHub Actions | GH Actions
GitLab CI | GitLab CI/CD, .gitlab-ci.yml
CircleCI | Circle CI
Travis CI | TravisCI
TeamCity
Bamboo | Atlassian Bamboo
Bitbucket Pipelines
Argo CD | ArgoCD
Flux [flux] | FluxCD, Flux CD
Spinnaker
Tekton
Harness CD | Harness.io
Octopus Deploy
Buildkite
Drone CI
Concourse CI
Jenkins X
Git [git] | Git version control, git workflows
GitHub | GitHub Enterprise
GitLab | GitLab Enterprise
Bitbucket | Atlassian Bitbucket
Subversion | SVN, Apache Subversion, Apache Subversion SVN
Mercurial
Perforce | Helix Core
Pull requests [pull-requests] | pull request, merge requests, merge request
Trunk-based development | feature flags, feature toggles
LaunchDarkly
Branching strategies | Gitflow, Git flow, GitHub flow
Artifact management | Artifactory, JFrog Artifactory, Nexus Repository, Sonatype Nexus
Build automation | build systems, build tooling
Apache Maven | Maven
Gradle
Apache Ant | Ant build
Bazel | Buck
CMake | Makefile, Makefiles, GNU Make
MSBuild
Observability | monitoring and observability, telemetry, system monitoring
Logging | centralized logging, log management, log aggregation
Distributed tracing | Jaeger, Zipkin
OpenTelemetry | OTel
Prometheus
Grafana | Grafana dashboards, Grafana Loki
Datadog | DataDog
New Relic | NewRelic
Dynatrace
AppDynamics
Splunk | Splunk Enterprise, SPL
ELK Stack | ELK, Elastic Stack monitoring, Logstash, Kibana, Filebeat
Fluentd | Fluent Bit
Sentry [sentry] | Sentry.io
PagerDuty
Opsgenie
Nagios
Zabbix
SolarWinds | SolarWinds Orion
PRTG
Honeycomb.io
Incident management | incident response process, incident handling, postmortems, post-mortems
Service level objectives | SLOs, SLIs, SLAs, error budgets, SLO
Capacity planning
Load balancing | load balancers, HAProxy
Nginx | NGINX, nginx
Apache HTTP Server | Apache httpd, Apache web server
IIS | Internet Information Services, Microsoft IIS
Caddy server
Traefik
Reverse proxies | reverse proxy
Kong Gateway | Kong API Gateway
Blue-green deployment | canary deployments, canary releases, rolling deployments, blue/green deployments
Disaster recovery | business continuity and disaster recovery, BCDR
Backup solutions | Veeam, Commvault
Infrastructure automation | automation scripts, infrastructure automation tools
Cloud infrastructure management
Server administration | server management, server maintenance
Systems administration | system administration, sysadmin, systems administrator
`,
  },
];
