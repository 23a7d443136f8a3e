import type { CategoryBlock } from './define.js';

export const TECH_SECURITY_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Security',
    lines: `
Cybersecurity | cyber security, information security, infosec, IT security, InfoSec
Application security | AppSec, secure coding, secure software development, software security
Network security | firewall management, network defense
Cloud security | cloud security posture management, CSPM, CNAPP
Endpoint security | endpoint protection, EDR, XDR, endpoint detection and response
Identity and access management | IAM, identity management, access management, access control, RBAC, role-based access control
Privileged access management | PAM, CyberArk, BeyondTrust
Zero trust | zero trust architecture, ZTNA
Security operations | SecOps, security operations center, SOC
Security information and event management | SIEM, SIEM tools
SOAR | security orchestration automation and response
Threat intelligence | cyber threat intelligence, CTI
Threat hunting
Threat modeling | threat modelling, STRIDE
Incident response | security incident response, digital forensics and incident response, DFIR
Digital forensics | computer forensics, forensic analysis
Malware analysis | reverse engineering malware
Reverse engineering | binary analysis, IDA Pro, Ghidra
Vulnerability management | vulnerability assessment, vulnerability scanning, vulnerability remediation, patch management
Penetration testing tools | Metasploit, Burp Suite, Nmap, Kali Linux, Nessus, Qualys, OpenVAS
Burp Suite Professional [burp-suite] | Burp
Wireshark | packet analysis, tcpdump
Snort | Suricata
Nessus vulnerability scanner [nessus] | Tenable Nessus, Tenable
Qualys VMDR [qualys] | Qualys Guard
Rapid7 | InsightVM, Nexpose
CrowdStrike | CrowdStrike Falcon
SentinelOne
Microsoft Defender | Defender for Endpoint, Windows Defender
Carbon Black | VMware Carbon Black
Palo Alto Networks | Palo Alto, Palo Alto firewalls, PAN-OS, Prisma Cloud, Cortex XSOAR
Fortinet | FortiGate
Check Point | Check Point firewalls
Cisco ASA | Cisco Firepower
Zscaler
Okta | Okta Identity
Auth0
Ping Identity | PingFederate
Keycloak
Active Directory | AD, Microsoft Active Directory, LDAP, Group Policy, GPO
Public key infrastructure | PKI, certificate management, X.509
Cryptography | encryption, cryptographic protocols, AES, RSA, hashing
TLS | SSL, SSL/TLS, HTTPS, mTLS
OWASP | OWASP Top 10, OWASP ZAP
Static application security testing | SAST, Checkmarx, Veracode, Fortify, Snyk Code
Dynamic application security testing | DAST
Software composition analysis | SCA, dependency scanning, Snyk, Dependabot, WhiteSource
Secrets management | secret management, secrets rotation
Container security | image scanning, Trivy, Aqua Security, Twistlock
Kubernetes security | pod security, OPA Gatekeeper, Kyverno
Web application firewalls | WAF, WAFs
DDoS mitigation | DDoS protection
Data loss prevention | DLP
Email security | phishing protection, DMARC, DKIM, SPF records, Proofpoint, Mimecast
Security awareness training | phishing simulations, KnowBe4
Risk assessment | security risk assessment, risk assessments, IT risk assessment
Security compliance | compliance frameworks, security controls, control frameworks
SOC 2 | SOC2, SOC 2 Type II, SOC 1, SSAE 18
ISO 27001 | ISO/IEC 27001, ISO27001, ISMS
NIST Cybersecurity Framework | NIST CSF, NIST 800-53, NIST SP 800-53, NIST 800-171, NIST
PCI DSS | PCI, PCI-DSS, PCI compliance, payment card industry
HIPAA | HIPAA compliance, Health Insurance Portability and Accountability Act, HITECH
GDPR | General Data Protection Regulation, GDPR compliance
CCPA | California Consumer Privacy Act, CPRA
FedRAMP
CMMC
HITRUST
CIS Controls | CIS Benchmarks, CIS benchmarks
MITRE ATT&CK | MITRE ATTACK, ATT&CK framework
Security architecture | security architect, secure architecture, security design
Governance risk and compliance | GRC, IT governance, governance risk & compliance
Privacy engineering | data privacy, privacy by design, data protection, privacy
Security auditing | IT audit, security audits, IT auditing
Red teaming | red team, offensive security, ethical hacking
Blue teaming | blue team, defensive security
Bug bounty | bug bounty programs, HackerOne, Bugcrowd
Fraud prevention | fraud detection, anti-fraud, fraud analysis
Physical security | access control systems, CCTV, video surveillance
Business continuity planning | business continuity, BCP, continuity planning
Security clearance | TS/SCI, Top Secret clearance, Secret clearance, active clearance, DoD clearance, security clearances
`,
  },
  {
    area: 'tech',
    category: 'Operating systems and networking',
    lines: `
Linux | GNU/Linux, Linux administration, Linux systems, Linux OS, Linux kernel development
Ubuntu | Ubuntu Linux, Ubuntu Server
Red Hat Enterprise Linux | RHEL, Red Hat, Red Hat Linux
CentOS | Rocky Linux, AlmaLinux
Debian
Fedora
SUSE Linux | SLES, openSUSE
Arch Linux
Alpine Linux
Amazon Linux
Unix | UNIX, Unix systems, Solaris, AIX, HP-UX, BSD, FreeBSD
macOS | Mac OS, OS X, Mac OS X, Apple macOS
Microsoft Windows | Windows, Windows 10, Windows 11, Windows OS
Windows Server | Microsoft Windows Server, Windows Server 2019, Windows Server 2022
Embedded Linux | Yocto, Buildroot
Real-time operating systems | RTOS, FreeRTOS, Zephyr RTOS, VxWorks, QNX
Android OS | AOSP
Chrome OS | ChromeOS, Chromebooks
Linux kernel | kernel development, device drivers, kernel modules
systemd
Command line | CLI, command-line, command-line tools
Networking | computer networking, network engineering, network administration
TCP/IP | TCP, UDP, IP networking, IPv4, IPv6, TCP IP
DNS | Domain Name System
DHCP
HTTP | HTTP/2, HTTP/3, HTTP protocol
Routing and switching | routers and switches, Layer 2, Layer 3, network routing
BGP | Border Gateway Protocol, Border Gateway Protocol BGP
OSPF | EIGRP, IS-IS
MPLS
VLANs | VLAN, trunking
SD-WAN | SDWAN, WAN, LAN, WAN optimization
VPN | VPNs, IPsec, site-to-site VPN, WireGuard, OpenVPN
Firewalls | firewall, firewall configuration, iptables, nftables
Network monitoring | network performance monitoring, SNMP, NetFlow
Wireless networking | Wi-Fi, WiFi, WLAN, 802.11
Cisco networking | Cisco, Cisco IOS, Cisco routers, Cisco switches, Cisco Meraki, Meraki, NX-OS
Juniper Networks | Junos
Arista Networks | Arista
Aruba Networks | HPE Aruba
F5 BIG-IP | F5 Networks, BIG-IP
Network automation | NetDevOps, network programmability
Software-defined networking | SDN, NFV
5G | 5G networks, LTE, 4G LTE, O-RAN
VoIP | voice over IP, SIP, unified communications, UCaaS
Telecommunications | telecom, telco
Fiber optics | fibre optics, fiber optic networks, structured cabling, cabling
Network design | network architecture
Packet capture
Load balancer configuration
Storage area networks | SAN, NAS, storage networking, NetApp, Pure Storage, EMC, Dell EMC
Data center operations | data centers, data centre, datacenter, data center management
IT infrastructure | IT infrastructure management
IT support [it-support] | technical support, tech support, help desk, helpdesk, service desk, desktop support, IT helpdesk
IT service management | ITSM, ITIL, ITIL v4, ITIL 4, incident management ITIL, change management ITIL
ServiceNow | Service Now, SNOW, ServiceNow ITSM
Jira Service Management | Jira Service Desk, JSM
Zendesk | Zendesk Support
Freshservice
BMC Remedy
Endpoint management | Microsoft Intune, Intune, SCCM, MECM, Microsoft Endpoint Configuration Manager, MDM solutions, Jamf, Jamf Pro
Microsoft 365 administration | Office 365 administration, O365 admin, Microsoft 365 admin, Exchange Online
Microsoft Exchange | Exchange Server
Google Workspace administration | G Suite admin, Google Workspace admin
Hardware troubleshooting | hardware support, PC repair, computer repair, hardware installation
Printers and peripherals
Asset management | IT asset management, ITAM, hardware asset management, software asset management
Remote support | remote desktop, RDP, TeamViewer, AnyDesk
Embedded systems | embedded software, embedded development, firmware, firmware development, embedded firmware
Microcontrollers | microcontroller, MCU, ARM Cortex-M, STM32, AVR, PIC microcontrollers, ESP32, Arduino
Raspberry Pi
FPGA | FPGAs, Xilinx, Vivado, Intel Quartus, Altera
ASIC design | ASIC, chip design, VLSI, RTL design, SoC design
PCB design | printed circuit boards, PCB layout, Altium, Altium Designer, KiCad, Eagle PCB, OrCAD
Electronics | electronic circuits, circuit design, analog circuits, digital circuits, analog design
Internet of Things | IoT, IIoT, Industrial IoT, connected devices
MQTT
Bluetooth | BLE, Bluetooth Low Energy
Zigbee | Z-Wave, LoRaWAN
CAN bus | CANbus, LIN bus, automotive protocols
AUTOSAR
Modbus | Profibus, Profinet, EtherCAT
SCADA | SCADA systems, HMI, DCS
PLC programming | PLC, PLCs, programmable logic controllers, Allen-Bradley, Rockwell Automation, Siemens TIA Portal, Siemens PLC
Industrial automation | automation engineering, factory automation
I2C | SPI, UART, serial communication
Oscilloscopes | oscilloscope, logic analyzer, multimeter
Game development | game programming, gameplay programming, game design, video game development
Unity [unity] | Unity3D, Unity 3D, Unity engine
Unreal Engine [unreal-engine] | UE4, UE5, Unreal Engine 5
Godot | Godot Engine
CryEngine
GameMaker | GameMaker Studio
Virtual reality | VR, Oculus, Meta Quest
Augmented reality | mixed reality, XR, extended reality
OpenGL
Vulkan
DirectX | Direct3D
3D graphics | computer graphics, graphics programming, 3D rendering, shaders, real-time rendering
Blockchain | blockchain technology, distributed ledger, DLT
Smart contracts | smart contract development
Ethereum | EVM
Web3 | Web 3.0, dApps, decentralized applications
Hyperledger | Hyperledger Fabric
Cryptocurrency | crypto, bitcoin, Bitcoin, DeFi
Hardhat
Truffle Suite
Ethers.js | web3.js, Web3.js
`,
  },
];
