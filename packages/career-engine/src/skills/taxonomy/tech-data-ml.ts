import type { CategoryBlock } from './define.js';

export const TECH_DATA_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Databases',
    lines: `
PostgreSQL | Postgres, psql, PostgresQL, Postgre, PostGIS
MySQL | My SQL, MySQL Server
MariaDB
Microsoft SQL Server | SQL Server, MS SQL, MSSQL, MS SQL Server, SQL Server Management Studio, SSMS
Oracle Database [oracle] | Oracle DB, Oracle RDBMS, Oracle 19c, Oracle 12c, Oracle 11g, Oracle SQL Developer
IBM Db2 | DB2, IBM DB2
SQLite | SQLite3
Microsoft Access [microsoft-access] | MS Access
Teradata | Teradata Database
Sybase | SAP ASE, Sybase ASE
Informix | IBM Informix
MongoDB | Mongo, Mongo DB, Mongoose
Redis | Redis Cache, ElastiCache for Redis
Memcached
Apache Cassandra [cassandra] | Cassandra DB, CQL
ScyllaDB
Apache HBase | HBase
Couchbase
CouchDB | Apache CouchDB
Amazon DynamoDB | DynamoDB, Dynamo DB
Azure Cosmos DB | Cosmos DB, CosmosDB
Google Cloud Firestore | Cloud Firestore
Google Cloud Spanner | Cloud Spanner
Google Cloud Bigtable | Bigtable
Neo4j | Cypher query language
Amazon Neptune
ArangoDB
JanusGraph
TigerGraph
Graph databases | graph database
Elasticsearch | Elastic Search, ElasticSearch, Elastic Stack
OpenSearch | Amazon OpenSearch
Apache Solr | Solr
Apache Lucene | Lucene
Algolia
Meilisearch
Typesense
InfluxDB
TimescaleDB | Timescale
Prometheus TSDB
ClickHouse
Apache Druid [druid]
Apache Pinot | Pinot
DuckDB
CockroachDB
YugabyteDB
TiDB
PlanetScale
Vitess
Supabase
Neon database | Neon Postgres
Amazon Aurora | Aurora PostgreSQL, Aurora MySQL
Amazon RDS | RDS
Azure SQL Database | Azure SQL
Google Cloud SQL | Cloud SQL
FaunaDB | Fauna
RethinkDB
Firebird database
H2 database
Amazon DocumentDB | DocumentDB
Amazon Keyspaces
Pinecone
Weaviate
Milvus
Qdrant
Chroma vector database | ChromaDB
pgvector
Vector databases | vector database, vector search, vector stores, vector store
Relational databases | RDBMS, relational database, relational database management systems, relational data modeling
NoSQL | NoSQL databases, non-relational databases
NewSQL
Database design | database modeling, schema design, data modeling, data modelling, ER diagrams, entity relationship modeling
Database administration | DBA, database management, database maintenance
Database performance tuning | query optimization, query tuning, SQL tuning, index tuning, indexing
Database replication | replication, sharding, partitioning
Erasure coding | erasure codes, Reed-Solomon coding
Object storage | object stores, object store
Data compression | lossless compression, lossy compression, compression algorithms, video compression
Database migration | schema migrations, data migration, data migrations
Stored procedures | stored procedure, database triggers
Backup and recovery | database backup, disaster recovery planning
Flyway
Liquibase
Prisma | Prisma ORM
TypeORM
Sequelize
Drizzle ORM
Knex.js
Objection.js
Doctrine ORM
Eloquent ORM
ActiveRecord | Active Record
Dapper ORM
MyBatis | iBATIS
jOOQ
Redis Streams
`,
  },
  {
    area: 'tech',
    category: 'Data engineering',
    lines: `
Data engineering | data engineer, data infrastructure
ETL | ETL pipelines, ETL processes, extract transform load, ETL development
ELT | ELT pipelines
Data pipelines | data pipeline, data flows, data workflows, ingestion pipelines, batch pipelines, streaming pipelines
Data warehousing | data warehouse, data warehouses, DWH, EDW, enterprise data warehouse
Data lakes | data lake, data lakehouse, lakehouse
Data modeling for analytics | dimensional modeling, star schema, snowflake schema, Kimball, Data Vault
Data integration | data integrations, data ingestion
Data quality | data validation, data cleansing, data cleaning, data wrangling, data munging
Data governance | data stewardship, data lineage, data catalog, data cataloging, master data management, MDM
Stream processing | streaming data, real-time data processing, event streaming, real-time streaming
Batch processing
Big data | big data technologies, big data processing
Apache Hadoop | Hadoop, HDFS, MapReduce, Hadoop ecosystem, YARN Hadoop
Apache Spark | Spark SQL, Spark Streaming, Spark MLlib, Apache Spark Structured Streaming
PySpark
Apache Flink | Flink
Apache Beam
Apache Kafka | Kafka, Kafka Streams, Kafka Connect, Confluent Kafka, Confluent Platform, Confluent Cloud
Apache Pulsar | Pulsar
RabbitMQ | Rabbit MQ, AMQP
ActiveMQ | Apache ActiveMQ, Amazon MQ
IBM MQ | WebSphere MQ, IBM WebSphere MQ, MQSeries
NATS | NATS.io
ZeroMQ | ZMQ
Apache NiFi | NiFi
Apache Storm
Apache Samza
Apache Hive [hive] | HiveQL, Hive SQL
Apache Pig | Pig Latin
Apache Impala [impala]
Presto [presto] | PrestoDB
Trino
Apache Iceberg | Iceberg tables
Delta Lake
Apache Hudi | Hudi
Apache Airflow [airflow] | Airflow, Cloud Composer, MWAA
Luigi [luigi]
Dagster
Prefect [prefect]
Apache Oozie | Oozie
Argo Workflows
dbt [dbt] | data build tool, dbt Cloud, dbt Core
Fivetran
Stitch Data
Airbyte
Matillion
Talend
Informatica | Informatica PowerCenter, Informatica IICS, Informatica Cloud
SSIS | SQL Server Integration Services, Microsoft SQL Server Integration Services
SSAS | SQL Server Analysis Services
SSRS | SQL Server Reporting Services, Microsoft SQL Server Reporting Services
IBM DataStage | DataStage
Azure Data Factory | ADF
Azure Synapse Analytics | Azure Synapse
Azure Databricks
Databricks | Databricks Lakehouse, Unity Catalog
Snowflake [snowflake] | Snowflake Data Cloud, Snowpark, SnowSQL
Google BigQuery | BigQuery, BQ
Amazon Redshift | Redshift, Redshift Spectrum
AWS Glue [aws-glue] | Glue ETL
Amazon Athena [amazon-athena]
Amazon EMR | AWS EMR, Elastic MapReduce
Amazon Kinesis | Kinesis, Kinesis Data Streams, Kinesis Firehose
Google Cloud Dataflow | Dataflow
Google Cloud Dataproc | Dataproc
Google Cloud Pub/Sub | Pub/Sub, PubSub, Cloud Pub/Sub
Azure Event Hubs | Event Hubs
Apache Sqoop | Sqoop
Apache Flume | Flume
Apache ZooKeeper | ZooKeeper
Cloudera | Cloudera CDH, Cloudera Data Platform, CDP, Hortonworks
Great Expectations
Monte Carlo data observability
Apache Atlas
Collibra
Alation
Change data capture | CDC, Debezium
Data mesh
Data contracts
Data observability
Data architecture | data architect, data platform, data platforms
Reverse ETL | Hightouch
Segment CDP | Twilio Segment
Customer data platforms | customer data platform
`,
  },
  {
    area: 'tech',
    category: 'Analytics and business intelligence',
    lines: `
Data analysis | data analytics, analyzing data, analysing data, analyze data, analytical data, data analyses
Business intelligence | BI, BI tools, BI reporting, business intelligence tools
Data visualization | data visualisation, data viz, dashboards, dashboarding, dashboard development, visualizations
Reporting | report development, management reporting, ad hoc reporting
Tableau [tableau] | Tableau Desktop, Tableau Server, Tableau Prep, Tableau Public
Microsoft Power BI | Power BI, PowerBI, Power BI Desktop, DAX, Power Query, M language
Looker [looker] | LookML, Google Looker
Looker Studio | Google Data Studio, Data Studio
Qlik | QlikView, Qlik Sense, QlikSense
MicroStrategy
SAP BusinessObjects | Business Objects, BusinessObjects, SAP BO, Crystal Reports
IBM Cognos | Cognos
Oracle BI | OBIEE, Oracle Business Intelligence
Sisense
Domo [domo]
Metabase
Apache Superset | Superset
Redash
Mode Analytics
ThoughtSpot
Alteryx | Alteryx Designer
KNIME
RapidMiner
Excel analytics | pivot tables, PivotTables, VLOOKUP, XLOOKUP, INDEX MATCH, Excel formulas, advanced Excel, Power Pivot
Google Analytics | GA4, Google Analytics 4, Universal Analytics
Adobe Analytics | Omniture, SiteCatalyst
Mixpanel
Amplitude Analytics [amplitude] | Amplitude
Heap Analytics
Hotjar
FullStory
Pendo
Web analytics | digital analytics, website analytics
Product analytics | product metrics
Marketing analytics | marketing attribution, attribution modeling, multi-touch attribution, marketing mix modeling, MMM
Financial analytics
People analytics | HR analytics, workforce analytics
Supply chain analytics
Customer analytics | customer segmentation, cohort analysis, RFM analysis, customer lifetime value, CLV, LTV
Predictive analytics | predictive modeling, predictive modelling, predictive models
Prescriptive analytics | optimization modeling, mathematical optimization, linear programming, integer programming, operations research
Descriptive statistics
Statistics | statistical analysis, statistical methods, statistical modeling, statistical modelling, applied statistics
Inferential statistics | hypothesis testing, statistical significance, significance testing, confidence intervals
Regression analysis | linear regression, logistic regression, regression models, multivariate regression
Bayesian statistics | Bayesian inference, Bayesian methods, Bayesian modeling
Time series analysis | time series, time-series forecasting, ARIMA, time series forecasting
Experimental design | design of experiments, A/B testing, AB testing, split testing, A/B tests, experimentation, multivariate testing
Causal inference | causal analysis, difference in differences, propensity score matching, uplift modeling
Survival analysis
Multivariate analysis | factor analysis, principal component analysis, PCA, cluster analysis
Econometrics | econometric modeling
Biostatistics
Survey design | survey research, questionnaire design, survey analysis
Sampling methods | sampling, stratified sampling
Monte Carlo simulation | Monte Carlo methods, simulation modeling, simulations
Spreadsheet modeling | spreadsheets, spreadsheet analysis
SPSS [spss] | IBM SPSS, IBM SPSS Statistics, SPSS Statistics, SPSS Modeler
Minitab
JMP | SAS JMP
EViews
RStudio | Posit Workbench
Shiny | R Shiny, RShiny
Tidyverse | dplyr, ggplot2, ggplot, tidyr, data.table
Jupyter | Jupyter Notebook, Jupyter notebooks, JupyterLab, IPython, Google Colab, Colab
Pandas | Python pandas
NumPy | Numpy
SciPy | Scipy
Polars
Dask
Ray framework | Ray.io
Matplotlib
Seaborn
Plotly | Plotly Dash
Bokeh
Streamlit
Gradio
Statsmodels
Excel modeling [excel-modeling] | Excel models
Data storytelling | storytelling with data, data narratives
Data literacy
KPI dashboards | KPI reporting, scorecards
Key performance indicators [key-performance-indicators] | key performance indicator
Metrics definition | metrics design, north star metric, success metrics
Data mining | data mining techniques
Text mining | text analytics
Geospatial analysis | GIS, geographic information systems, spatial analysis, geospatial data
ArcGIS | ESRI ArcGIS, ArcMap, ArcGIS Pro, Esri
QGIS
Quantitative analysis | quantitative research, quantitative methods, quantitative skills
Qualitative analysis | qualitative research, qualitative methods, qualitative data
`,
  },
  {
    area: 'tech',
    category: 'Machine learning and AI',
    lines: `
Machine learning [machine-learning] | machine-learning, ML models, machine learning models, ML algorithms, ML engineering
Machine learning engineering | ML engineering practices, applied machine learning
Deep learning | deep neural networks, DNN, DNNs
Artificial intelligence [artificial-intelligence] | A.I.
Neural networks | neural network, artificial neural networks, ANN
Natural language processing | NLP, computational linguistics, text processing, natural language understanding, NLU
Computer vision | CV models, image recognition, image processing, object detection, image classification, image segmentation
Speech recognition | ASR, automatic speech recognition, speech-to-text, speech processing
Text-to-speech | TTS, speech synthesis
Generative AI | GenAI, Gen AI, generative models, generative artificial intelligence
Large language models | LLM, LLMs, large language model, foundation models
Prompt engineering | prompt design, prompting
Retrieval-augmented generation | RAG, retrieval augmented generation
AI agents | agentic AI, LLM agents, autonomous agents, agent frameworks
Fine-tuning | model fine-tuning, fine tuning, LoRA, PEFT, instruction tuning
Reinforcement learning | RL, deep reinforcement learning, RLHF
Supervised learning | classification models
Unsupervised learning | clustering, k-means, dimensionality reduction
Semi-supervised learning | self-supervised learning
Transfer learning
Recommender systems | recommendation systems, recommendation engines, recommendations engine, collaborative filtering
Search ranking | learning to rank, ranking algorithms, relevance ranking, information retrieval
Anomaly detection | outlier detection, fraud detection models
Forecasting models | demand forecasting models, forecasting algorithms
Feature engineering | feature selection, feature extraction
Model evaluation | model validation, cross-validation, model performance metrics
Hyperparameter tuning | hyperparameter optimization, grid search, Optuna
Explainable AI | XAI, model interpretability, SHAP, LIME
Responsible AI | AI ethics, AI fairness, algorithmic fairness, bias mitigation, AI governance
AI safety | model safety, AI alignment
MLOps [ml-ops] | ML Ops, machine learning operations, ML pipelines, model deployment, model serving, model monitoring
LLMOps
Data labeling | data labelling data
Synthetic data | synthetic data generation
Embeddings | vector embeddings, word embeddings, word2vec, GloVe, sentence embeddings
Transformers | transformer models, transformer architecture, attention mechanisms, BERT, GPT, T5, RoBERTa
Convolutional neural networks | CNN, CNNs, ConvNets
Recurrent neural networks | RNN, RNNs, LSTM, LSTMs, GRU
Generative adversarial networks | GAN, GANs
Diffusion models | Stable Diffusion, latent diffusion
Graph neural networks | GNN, GNNs
Gradient boosting | XGBoost, LightGBM, CatBoost, gradient boosted trees, GBM
Random forests | random forest, decision trees, ensemble methods
Support vector machines | SVM, SVMs
Bayesian networks | probabilistic graphical models
Optimization algorithms | gradient descent, stochastic gradient descent, SGD
Scikit-learn | sklearn, scikit learn, SciKit-Learn
TensorFlow | Tensorflow, TF2, TensorFlow 2, TFX, TensorFlow Extended
Keras
PyTorch | PyTorch Lightning, Lightning AI
JAX | Google JAX, Flax
Apache MXNet | MXNet
Caffe | Caffe2
ONNX | ONNX Runtime
TensorRT | NVIDIA TensorRT
OpenVINO
Hugging Face | HuggingFace, Hugging Face Transformers, transformers library
spaCy | Spacy
NLTK | Natural Language Toolkit
Gensim
OpenCV | Open CV
YOLO | YOLOv5, YOLOv8
Detectron2
MediaPipe
LangChain
LlamaIndex | GPT Index
Semantic Kernel
DSPy
Haystack NLP | deepset Haystack
OpenAI API | OpenAI, ChatGPT API, GPT-4, GPT-4o, ChatGPT
Anthropic Claude | Claude API
Google Gemini | Gemini API, Vertex AI Gemini
Llama models | Llama 2, Llama 3, Meta Llama
Mistral AI | Mistral models
vLLM
Ollama
llama.cpp
MLflow | ML Flow
Kubeflow
Weights & Biases | W&B, wandb
Neptune.ai
Comet ML
DVC | Data Version Control
Feast feature store
Feature stores | feature store
Amazon SageMaker | SageMaker, AWS SageMaker
Google Vertex AI | Vertex AI, AI Platform
Azure Machine Learning | Azure ML, AzureML
Azure OpenAI Service | Azure OpenAI
Amazon Bedrock | AWS Bedrock
Amazon Rekognition | Rekognition
Amazon Comprehend
Google Cloud AutoML | AutoML
H2O.ai | H2O
DataRobot
Dataiku | Dataiku DSS
IBM Watson | watsonx
Data science | data scientist, data sciences
Statistical learning
Mathematical modeling | mathematical modelling
Linear algebra
Calculus
Probability | probability theory
Optimization | numerical optimization, convex optimization
Numerical methods | numerical analysis, scientific computing
High-performance computing | HPC, supercomputing, MPI, OpenMP
GPU programming | GPU computing, GPGPU
Robotics | robot programming, robotic systems
ROS | Robot Operating System, ROS2, ROS 2
SLAM | simultaneous localization and mapping
Sensor fusion | Kalman filter, Kalman filtering
Autonomous vehicles | self-driving cars, autonomous driving, ADAS
Control systems | control theory, PID control, feedback control
Signal processing | DSP, digital signal processing, audio signal processing
Image processing algorithms
Bioinformatics | computational biology, genomics, sequence analysis, NGS, next-generation sequencing
Cheminformatics
Quantum computing | Qiskit, quantum algorithms, Cirq
Chatbots | conversational AI, chatbot development, virtual assistants, dialog systems
Optical character recognition | OCR, Tesseract, document AI, intelligent document processing
Sentiment analysis | opinion mining
Named entity recognition | NER, entity extraction, information extraction
Machine translation | neural machine translation
Topic modeling | LDA, latent Dirichlet allocation
Knowledge graphs | knowledge graph, ontologies, ontology engineering
Semantic search
AI product development | AI products, AI-powered products
Edge AI | TinyML, on-device ML
Model compression | quantization, distillation, knowledge distillation, pruning
`,
  },
];
