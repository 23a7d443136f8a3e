import type { CategoryBlock } from './define.js';

export const TECH_WEB_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Front-end frameworks and libraries',
    lines: `
React [react] | ReactJS, React.js, React JS, React 18, React 19, React Hooks
Angular | Angular 2+, Angular 8, Angular 12, Angular 15, Angular 17, Google Angular
AngularJS | Angular.js, Angular 1
Vue.js | Vue, Vue 2, Vue 3, Vue3
Svelte | SvelteKit
Solid.js [solid-js] | SolidJS
Preact
Ember.js [ember-js] | EmberJS
Backbone.js [backbone-js]
Meteor [meteor-js] | Meteor.js
jQuery | jQuery UI
Alpine.js
htmx | HTMX
Lit framework | Lit Element, LitElement, Polymer
Stencil.js | StencilJS
Qwik
Astro framework
Next.js | NextJS, Next JS
Nuxt.js | Nuxt, NuxtJS, Nuxt 3
Gatsby [gatsby] | GatsbyJS, Gatsby.js
Remix [remix] | Remix Run, Remix.run
Redux | Redux Toolkit, Redux Saga, Redux Thunk
MobX
Zustand
Jotai
XState
Pinia
Vuex
NgRx
RxJS | ReactiveX, Reactive Extensions
TanStack Query | React Query
SWR
Apollo Client | Apollo GraphQL, Apollo
Relay.js | Relay Modern, Relay GraphQL
React Router
Storybook
Material UI | MUI, Material-UI
Angular Material
Chakra UI
Ant Design | AntD
shadcn/ui | shadcn
Radix UI
Headless UI
Bootstrap [bootstrap] | Twitter Bootstrap, Bootstrap 4, Bootstrap 5
Tailwind CSS | Tailwind, TailwindCSS
Foundation CSS | Zurb Foundation
Bulma
Semantic UI
Sass | SCSS
Less [less] | LESS CSS
Stylus [stylus]
PostCSS
CSS Modules
styled-components | Styled Components
Emotion CSS
CSS-in-JS
BEM | Block Element Modifier
Responsive web design | Responsive design, responsive layouts, mobile-first design
Flexbox | CSS Flexbox
CSS Grid
CSS animations | CSS transitions, CSS animation
Web accessibility | Accessibility, a11y, accessible design, WCAG, WCAG 2.1, WCAG 2.2, Section 508, ARIA, WAI-ARIA, accessible web applications, accessible web apps, accessible websites
Web performance optimization | Web performance, Core Web Vitals, Lighthouse, page speed optimization, performance budgets, performance budget, largest contentful paint, LCP, time to interactive
Progressive web apps | PWA, PWAs, Progressive Web App, service workers
Single-page applications | SPA, SPAs, Single page application
Server-side rendering | SSR
Static site generation | SSG, Jamstack, JAMstack
Micro-frontends | Micro frontends, Module Federation
Web Components | Custom Elements, Shadow DOM
DOM manipulation | DOM
Web APIs | Browser APIs
AJAX | Asynchronous JavaScript and XML, XMLHttpRequest, Fetch API
WebSockets | WebSocket, Socket.IO, Socket.io, socket io
WebRTC
Server-sent events | SSE
Canvas API | HTML5 Canvas
WebGL | WebGPU
Three.js | ThreeJS
D3.js | D3, D3js
Chart.js | ChartJS
Highcharts
ECharts | Apache ECharts
Leaflet | Leaflet.js
Mapbox | Mapbox GL
Google Maps API | Google Maps Platform
GSAP | GreenSock
Framer Motion
Babylon.js
PixiJS | Pixi.js
Phaser | Phaser.js
Electron.js
Tauri
Chrome extensions | Chrome extension development, browser extensions
Internationalization | i18n, localization engineering, l10n
Front-end development | front-end, frontend, Frontend development, front end development, front-end engineering, frontend engineering, client-side development
Full-stack development | full-stack, fullstack, Full stack development, fullstack development, full-stack engineering
Web development | Web dev, website development, web application development, web applications
Cross-browser compatibility | cross browser testing
`,
  },
  {
    area: 'tech',
    category: 'JavaScript runtimes and tooling',
    lines: `
Node.js | Node, NodeJS, Node JS, node.js runtime
Deno
Bun [bun] | Bun.js
npm | NPM, npm packages
Yarn [yarn] | Yarn Berry
pnpm
Webpack | webpack 5
Vite | Vitejs
Rollup [rollup] | Rollup.js
esbuild
Parcel [parcel] | Parcel.js
Babel [babel] | Babel.js
SWC
Turbopack
Turborepo
Nx | Nx monorepo
Lerna
Gulp [gulp] | Gulp.js
Grunt [grunt] | Grunt.js
ESLint
Prettier
Biome linter | Biome.js
TSLint
JSHint | JSLint
Browserify
RequireJS
Monorepos | Monorepo, monorepo management
Module bundlers
`,
  },
  {
    area: 'tech',
    category: 'Back-end frameworks',
    lines: `
Express.js [express-js] | ExpressJS, Express JS
NestJS [nest-js] | Nest.js
Fastify
Koa | Koa.js
Hapi | Hapi.js
AdonisJS
Sails.js
LoopBack
Feathers.js | FeathersJS
tRPC
Hono
Django | Django framework, Django ORM
Django REST Framework | DRF, Django Rest
Flask | Flask framework
FastAPI
Pyramid [pyramid] | Pyramid framework
Tornado [tornado] | Tornado web
aiohttp
Starlette
Sanic
Bottle framework | Bottle.py
Celery
Gunicorn
uWSGI
SQLAlchemy
Pydantic
Spring Framework [spring-framework] | Spring, Spring MVC, Spring Core
Spring Boot | SpringBoot, Spring-Boot
Spring Cloud
Spring Security
Spring Data | Spring Data JPA
Spring Batch
Hibernate | Hibernate ORM
JPA | Java Persistence API
Jakarta EE | Java EE, J2EE, JEE, Java 2 Platform Enterprise Edition
Servlets | Java Servlets, JSP, JavaServer Pages
JSF | JavaServer Faces
Eclipse Jersey | Jersey JAX-RS, JAX-RS
Struts | Apache Struts
Micronaut
Quarkus
Vert.x | Eclipse Vert.x
Dropwizard
Play Framework
Akka | Akka HTTP
Ktor
Grails
Apache Tomcat | Tomcat
Jetty | Eclipse Jetty
WildFly | JBoss, JBoss EAP
WebLogic | Oracle WebLogic
IBM WebSphere | WebSphere
Ruby on Rails [ruby-on-rails] | RoR, Ruby-on-Rails, Rails 7
Sinatra
Hanami
Phoenix Framework | Elixir Phoenix
Laravel
Symfony
CodeIgniter
Zend Framework | Laminas
CakePHP
Yii | Yii2
Slim Framework
Drupal
WordPress | WP, WordPress development, WooCommerce
Joomla
ASP.NET | ASP .NET, ASP.NET MVC, Microsoft ASP.NET
ASP.NET Core | .NET Core, dotnet core
.NET | dotnet, .NET Framework, Microsoft .NET, Microsoft .NET Framework, DotNet, .NET 6, .NET 8
Classic ASP | Active Server Pages
Entity Framework | EF Core, Entity Framework Core, EF6
Blazor
WPF | Windows Presentation Foundation
WinForms | Windows Forms
WCF | Windows Communication Foundation
Xamarin | Xamarin.Forms
.NET MAUI | MAUI
LINQ
SignalR
Gin Gonic | Gin framework
Echo framework
Fiber framework
gRPC | grpc-web
Actix | Actix Web
Axum
Rocket framework
Tokio
Vapor framework
Express Gateway
GraphQL | GraphQL APIs
Apollo Server
Hasura
REST APIs | REST, RESTful, RESTful APIs, REST API, RESTful services, RESTful web services
SOAP | SOAP web services
JSON-RPC
Webhooks | webhook
API design | API development, API architecture, API-first design
Microservices | Microservice architecture, microservices architecture, micro services
Event-driven architecture | EDA, event driven architecture, event sourcing, CQRS
Serverless architecture | Serverless, serverless computing
Domain-driven design | DDD
Service-oriented architecture | SOA
Monolith decomposition
Back-end development | back-end, backend, Backend development, back end development, server-side development, backend engineering, back-end engineering
Distributed systems | distributed computing
Consensus algorithms | consensus protocols, consensus protocol, Raft consensus, Paxos
System design | systems design, software architecture, solution architecture, technical architecture
Design patterns | software design patterns, Gang of Four
Object-oriented programming | OOP, object oriented programming, object-oriented design, OOD
Functional programming
Concurrency | multithreading, multi-threading, parallel programming, concurrent programming
Asynchronous programming | async/await, async programming
Data structures | data structures and algorithms, DSA
Algorithms | algorithm design, algorithmic
Caching | caching strategies
Message queues | message queue, message brokers, message broker, messaging systems
ORM | object-relational mapping
Authentication | OAuth, OAuth 2.0, OAuth2, OpenID Connect, OIDC, JWT, JSON Web Tokens, SAML, SSO, single sign-on
Rate limiting
Scalability | scalable systems, high scalability
High availability | fault tolerance
Performance tuning | performance optimization, performance optimisation, profiling
Code review | code reviews, peer code review
Clean code | SOLID, SOLID principles
Refactoring | code refactoring
Technical debt management | technical debt
Software development | software engineering, software development life cycle, SDLC
Version control | source control, version control systems, VCS
Debugging | troubleshooting code
Software documentation | technical documentation
Open source | open-source contributions, open source software, OSS
`,
  },
  {
    area: 'tech',
    category: 'Mobile development',
    lines: `
iOS development | iOS, iOS apps, Apple iOS, iPhone development, iOS SDK
Android development | Android, Android SDK, Android apps, Google Android, Android Studio
React Native | ReactNative
Flutter | Flutter SDK
Ionic | Ionic Framework
Apache Cordova | Cordova, PhoneGap
Capacitor.js | Ionic Capacitor
NativeScript
SwiftUI
UIKit
Cocoa Touch
Core Data
Combine framework
Jetpack Compose
Android Jetpack
Kotlin Coroutines
RxJava | RxKotlin
Retrofit
Dagger DI | Dagger 2, Hilt
Room database
Realm database | MongoDB Realm
Xcode
CocoaPods
Swift Package Manager
Fastlane
TestFlight
App Store Connect | App Store submission, App Store deployment
Google Play Console | Google Play, Play Store
Expo SDK | Expo Go, Expo EAS
Firebase | Google Firebase, Firebase Auth, Firestore, Firebase Realtime Database
Firebase Cloud Messaging | FCM
Apple Push Notification service | APNs, push notifications
ARKit
ARCore
Core ML | CoreML
Mobile development | mobile app development, mobile applications, mobile apps, mobile engineering, mobile developer, mobile engineer
Cross-platform development | cross platform mobile, cross-platform apps
Wearables | watchOS, Wear OS, Apple Watch apps
tvOS | Android TV
Mobile UI design
App performance monitoring | Crashlytics, Firebase Crashlytics
Mobile analytics | mobile app analytics, Firebase Analytics
Deep linking | Universal Links, App Links, Branch.io
In-app purchases | StoreKit, Google Play Billing
`,
  },
  {
    area: 'tech',
    category: 'Testing and quality',
    lines: `
Software testing | testing, software quality assurance, QA testing
Quality assurance [quality-assurance] | Quality Assurance
Test automation | automated testing, automation testing, test automation frameworks, automated tests
Manual testing | manual QA, exploratory testing
Unit testing | unit tests, unit test
Integration testing | integration tests
End-to-end testing | E2E testing, e2e tests, end to end testing, end-to-end tests, E2E test
Regression testing | regression tests
Performance testing | load testing, stress testing, performance tests
Security testing | penetration testing, pen testing, pentesting, pentest
Usability testing | user testing
Acceptance testing | UAT, user acceptance testing
Smoke testing | sanity testing
API testing | API tests
Contract testing | Pact testing, consumer-driven contracts
Mutation testing | Stryker
Property-based testing | QuickCheck, fast-check
Fuzzing | fuzz testing
Test-driven development | TDD, test driven development
Behavior-driven development | BDD, behaviour driven development
Test planning | test plans, test strategy, test cases, test case design
Defect tracking | bug tracking, bug reporting, defect management
Jest | Jest.js
Vitest
Mocha [mocha] | Mocha.js
Chai [chai] | Chai.js
Jasmine [jasmine]
Karma [karma] | Karma runner
Cypress [cypress] | Cypress.io
Playwright [playwright] | Microsoft Playwright
Puppeteer
Selenium | Selenium WebDriver, WebDriver, Selenium Grid
WebdriverIO
TestCafe
Nightwatch.js
Protractor
Testing Library | React Testing Library, DOM Testing Library
pytest | PyTest, py.test
unittest | Python unittest
nose2
Robot Framework
JUnit | JUnit 5, JUnit5
TestNG
Mockito
AssertJ
Spock framework
Cucumber BDD | Cucumber.js, Cucumber JVM, Gherkin
SpecFlow
NUnit
xUnit | xUnit.net
MSTest
RSpec
Capybara
Minitest
PHPUnit
Codeception
Go testing | testify
Appium
Android Espresso
XCTest | XCUITest
Postman [postman] | Postman API
Insomnia REST client | Insomnia REST
SoapUI | ReadyAPI
REST Assured | RestAssured
JMeter | Apache JMeter
Gatling
k6 | Grafana k6
Locust load testing | Locust.io
LoadRunner | Micro Focus LoadRunner
BlazeMeter
Sauce Labs
BrowserStack
LambdaTest
TestRail
Zephyr | Zephyr Scale
qTest
HP ALM | Quality Center, Micro Focus ALM
Katalon Studio | Katalon
Tricentis Tosca | Tosca
UFT | QTP, Unified Functional Testing
Ranorex
SonarQube | SonarCloud
Code coverage | test coverage, Istanbul, JaCoCo, coverage.py
Static code analysis | static analysis, linting
Chaos engineering | Chaos Monkey, Gremlin
Accessibility testing | axe-core, Pa11y
Visual regression testing | Applitools, visual testing
ISTQB
`,
  },
];
