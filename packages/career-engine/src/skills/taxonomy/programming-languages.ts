import type { CategoryBlock } from './define.js';

// Written by the team: `linguist-languages` is not installed here, so the list is maintained by hand.
export const PROGRAMMING_LANGUAGE_BLOCKS: CategoryBlock[] = [
  {
    area: 'tech',
    category: 'Programming languages',
    lines: `
JavaScript | JS, ECMAScript, ES6, ES2015, ES2017, ES2020, Java Script, Vanilla JS, Vanilla JavaScript
TypeScript
Python | Python 3, Python3, Python 2, CPython
Java | Core Java, Java SE, J2SE, Java 8, Java 11, Java 17, Java 21
C [c] | C language, C programming, ANSI C, C99, C11, Embedded C
C++ | CPP, C plus plus, C++11, C++14, C++17, C++20, Modern C++
C# | C Sharp, CSharp, C#.NET
Go [go] | Golang, Go language, Go programming, Go lang
Rust | Rust language, Rustlang
Ruby | Ruby language
PHP | PHP 7, PHP 8, PHP7, PHP8
Kotlin | Kotlin JVM
Swift [swift] | Swift 5, Swift language
Objective-C | ObjC, Obj-C
Scala | Scala 3
R [r] | R language, R programming, GNU R, R software
Julia [julia] | Julia language
MATLAB [matlab] | Matlab programming
SAS [sas] | SAS programming, SAS Base, Base SAS, SAS/STAT, SAS Enterprise Guide, SAS EG
Perl [perl] | Perl 5, Raku, Perl 6
Lua [lua] | LuaJIT
Dart [dart] | Dart language
Elixir | Elixir language
Erlang | Erlang/OTP, OTP
Haskell | GHC
Clojure | ClojureScript
F# | F Sharp, FSharp
OCaml | Reason ML, ReasonML
Elm [elm] | Elm language
Scheme [scheme] | Scheme language
Racket [racket] | Racket language
Common Lisp | Lisp, Emacs Lisp, Elisp
Prolog
Fortran | FORTRAN 77, Fortran 90
COBOL | Cobol
Pascal [pascal] | Object Pascal, Free Pascal
Delphi | Embarcadero Delphi
Ada [ada] | Ada language, SPARK Ada
Assembly language | Assembly, Assembler, x86 assembly, ARM assembly, ASM, MASM, NASM
Visual Basic [visual-basic] | VB, VB6, Visual Basic 6
VB.NET | Visual Basic .NET, VB .NET
VBA | Visual Basic for Applications, Excel VBA, Access VBA
Groovy [groovy] | Apache Groovy
Crystal [crystal] | Crystal language
Nim [nim] | Nim language
Zig [zig] | Ziglang
Solidity
Vyper | Vyper language
Move language | Move lang
Cairo language
Apex [apex] | Salesforce Apex
ABAP | SAP ABAP, ABAP Objects
PL/SQL | PLSQL, PL SQL, Oracle PL/SQL
T-SQL | TSQL, Transact-SQL, Transact SQL
PL/pgSQL
SQL | Structured Query Language, ANSI SQL, SQL queries, SQL querying, writing SQL
Bash | Bash scripting, Bash script, Bourne Again Shell
Shell scripting [shell-scripting] | Shell script, Shell scripts, Unix shell, Unix shell scripting, Linux shell scripting, sh
Zsh | Z shell
PowerShell | Windows PowerShell, PowerShell scripting, PowerShell Core
Batch scripting | Windows batch, batch files, CMD scripting
AWK | GNU awk, gawk
sed | GNU sed
Tcl | Tcl/Tk
Smalltalk | Pharo
Forth
APL
J language
Q language | kdb+/q, KDB+, kdb
Hack language | Hack PHP
Haxe
Vala
D language | DLang
Chapel language
Fantom language
Pony language
Idris
Agda
Coq | Rocq
Lean theorem prover | Lean 4, Lean prover
Standard ML | SML
PureScript
CoffeeScript
LiveScript
GDScript
HLSL | High Level Shading Language
GLSL | OpenGL Shading Language
WGSL
CUDA | CUDA C, CUDA programming, NVIDIA CUDA
OpenCL
Metal Shading Language
WebAssembly | Wasm, WASM
VHDL [vhdl] | VHSIC Hardware Description Language
Verilog | SystemVerilog, System Verilog
Chisel HDL
LabVIEW [labview] | NI LabVIEW, G programming
Ladder logic | Ladder diagram, PLC ladder logic
Structured Text | IEC 61131-3
Scratch | Scratch programming
Processing language | Processing.js, p5.js
Max/MSP [max-msp] | Max MSP, Cycling 74 Max
SuperCollider
Stata [stata] | Stata programming
SPSS syntax
Mathematica | Wolfram Language, Wolfram Mathematica
Maple software | Maplesoft Maple
Octave | GNU Octave
Scilab
IDL language | Interactive Data Language
Modelica
AutoLISP
G-code | CNC programming, G code
RPG language | RPG IV, RPGLE, AS/400 RPG
JCL | Job Control Language
REXX
PL/I | PL/1
Natural language ADABAS | Software AG Natural
Progress 4GL | OpenEdge ABL, Progress ABL
Clarion
PowerBuilder
FoxPro | Visual FoxPro
Xojo
AutoHotkey | AHK
AppleScript
Kotlin Multiplatform | KMP
Objective-C++
Carbon language
Mojo language
Gleam language
Odin language
Jai language
V language | Vlang
ReScript
Elixir LiveView [elixir-liveview] | Phoenix LiveView
Ballerina language
Bicep | Azure Bicep
HCL | HashiCorp Configuration Language
Jsonnet
Starlark
Nix language | Nix expression language
Dhall
CUE language
Rego | Open Policy Agent Rego
Regular expressions | Regex, RegExp, Regexes
Markdown
LaTeX | TeX, XeLaTeX
`,
  },
  {
    area: 'tech',
    category: 'Markup and data formats',
    lines: `
HTML | HTML5, HyperText Markup Language, Hypertext markup language
CSS | CSS3, Cascading Style Sheets, Cascading style sheets
XML | Extensible Markup Language, Extensible markup language
JSON | JavaScript Object Notation
YAML | YML
TOML
XSLT | XSL, XSL-FO
XPath
XQuery
XSD | XML Schema
JSON Schema
Protocol Buffers | Protobuf, protobufs, proto3
Apache Avro | Avro
Apache Parquet | Parquet
Apache ORC | ORC files
Apache Arrow | Arrow
MessagePack
CSV | Comma-separated values
EDI | Electronic Data Interchange, EDI X12, EDIFACT
HL7 | HL7 v2, Health Level Seven, Health Level 7
FHIR | HL7 FHIR, Fast Healthcare Interoperability Resources
DICOM
SVG | Scalable Vector Graphics
MathML
SGML
WSDL
RDF | Resource Description Framework
OWL ontology | Web Ontology Language
SPARQL
GeoJSON
KML
XBRL
OpenAPI | OpenAPI Specification, OAS
Swagger
AsyncAPI
RAML
`,
  },
  {
    area: 'tech',
    category: 'Developer tools',
    lines: `
Visual Studio Code | VS Code, VSCode, vscode
Visual Studio | Microsoft Visual Studio, MS Visual Studio
IntelliJ IDEA | IntelliJ, JetBrains IntelliJ
PyCharm
WebStorm
Eclipse IDE | Eclipse
NetBeans
Vim [vim] | Neovim
Emacs | GNU Emacs
Sublime Text
Cursor editor | Cursor AI
GitHub Copilot | Copilot
Homebrew
Chocolatey
tmux
SSH | Secure Shell, OpenSSH
cURL | curl
Swagger UI
Chrome DevTools | DevTools, browser developer tools
GDB | GNU Debugger, LLDB
Valgrind
Dev Containers | devcontainers
Codespaces | GitHub Codespaces
Gitpod
Replit
`,
  },
];
