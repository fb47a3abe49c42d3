// generated from config/schemas/ by codegen/generate.ts; do not edit. Run `npm run generate`.
"use strict";
exports["augment.yaml"] = validate52;
const schema19 = {"title":"AugmentFile","type":["object","null"],"additionalProperties":false,"properties":{"prices":{"description":"USD per call.","type":"object","additionalProperties":false,"properties":{"search_usd":{"$ref":"#/$defs/UsdAmount","description":"One POST /augment/search (default 0.01)."},"scrape_usd":{"$ref":"#/$defs/UsdAmount","description":"One scraped URL (default 0.01)."},"text_parser_usd":{"$ref":"#/$defs/UsdAmount","description":"One parsed document (default 0.001)."},"x_search_usd":{"$ref":"#/$defs/UsdAmount","description":"One X post search (default 0.01)."}}},"fetch":{"description":"Fetching a caller's URL.","type":"object","additionalProperties":false,"properties":{"timeout_seconds":{"$ref":"#/$defs/WholeNumber","description":"default 15"},"max_bytes":{"$ref":"#/$defs/WholeNumber","description":"default 5242880"},"max_redirects":{"$ref":"#/$defs/WholeNumber","description":"default 5"},"allow_hosts":{"type":"string","description":"Comma-separated hosts a URL may reach although internal; empty in production."}}},"search":{"type":"object","additionalProperties":false,"properties":{"default_provider":{"description":"The provider of a request that names none (default brave).","enum":["brave","google"]},"providers":{"description":"By the name a caller passes as `search_provider`.","type":"object","propertyNames":{"enum":["brave","google"]},"additionalProperties":{"type":"object","required":["api"],"additionalProperties":false,"properties":{"api":{"enum":["searxng","brave","google"],"description":"Which upstream API answers."},"url":{"$ref":"#/$defs/OptionalHttpUrl","description":"The API's URL; '' leaves the provider unserved."},"api_key":{"type":"string","description":"brave and google need it; '' leaves them unserved."},"engines":{"type":"string","description":"SearXNG: the engines to ask."},"engine_id":{"type":"string","description":"google: the Programmable Search Engine id (cx), required."}}}}}},"x_search":{"description":"X post search; served once url and bearer_token are set.","type":["object","null"],"additionalProperties":false,"properties":{"url":{"$ref":"#/$defs/OptionalHttpUrl"},"bearer_token":{"type":"string"}}}},"$defs":{"UsdAmount":{"type":["number","string"],"minimum":0,"pattern":"^\\s*[0-9]+(\\.[0-9]+)?\\s*$"},"WholeNumber":{"type":["integer","string"],"minimum":0,"pattern":"^\\s*[0-9]+\\s*$"},"OptionalHttpUrl":{"type":"string","pattern":"^\\s*(https?://\\S*)?\\s*$"}}};
const schema20 = {"type":["number","string"],"minimum":0,"pattern":"^\\s*[0-9]+(\\.[0-9]+)?\\s*$"};
const pattern3 = new RegExp("^\\s*[0-9]+(\\.[0-9]+)?\\s*$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema20.type},message:"must be number,string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]+(\\.[0-9]+)?\\s*$"},message:"must match pattern \""+"^\\s*[0-9]+(\\.[0-9]+)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema21 = {"type":["integer","string"],"minimum":0,"pattern":"^\\s*[0-9]+\\s*$"};
const pattern4 = new RegExp("^\\s*[0-9]+\\s*$", "u");

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema21.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data === "string"){
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\s*[0-9]+\\s*$"},message:"must match pattern \""+"^\\s*[0-9]+\\s*$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema22 = {"type":"string","pattern":"^\\s*(https?://\\S*)?\\s*$"};
const pattern5 = new RegExp("^\\s*(https?://\\S*)?\\s*$", "u");

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern5.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\s*(https?://\\S*)?\\s*$"},message:"must match pattern \""+"^\\s*(https?://\\S*)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema19.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "prices") || (key0 === "fetch")) || (key0 === "search")) || (key0 === "x_search"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.prices !== undefined){
let data0 = data.prices;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((((key1 === "search_usd") || (key1 === "scrape_usd")) || (key1 === "text_parser_usd")) || (key1 === "x_search_usd"))){
const err2 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.search_usd !== undefined){
if(!(validate53(data0.search_usd, {instancePath:instancePath+"/prices/search_usd",parentData:data0,parentDataProperty:"search_usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data0.scrape_usd !== undefined){
if(!(validate53(data0.scrape_usd, {instancePath:instancePath+"/prices/scrape_usd",parentData:data0,parentDataProperty:"scrape_usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data0.text_parser_usd !== undefined){
if(!(validate53(data0.text_parser_usd, {instancePath:instancePath+"/prices/text_parser_usd",parentData:data0,parentDataProperty:"text_parser_usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data0.x_search_usd !== undefined){
if(!(validate53(data0.x_search_usd, {instancePath:instancePath+"/prices/x_search_usd",parentData:data0,parentDataProperty:"x_search_usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/prices",schemaPath:"#/properties/prices/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.fetch !== undefined){
let data5 = data.fetch;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key2 in data5){
if(!((((key2 === "timeout_seconds") || (key2 === "max_bytes")) || (key2 === "max_redirects")) || (key2 === "allow_hosts"))){
const err4 = {instancePath:instancePath+"/fetch",schemaPath:"#/properties/fetch/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data5.timeout_seconds !== undefined){
if(!(validate58(data5.timeout_seconds, {instancePath:instancePath+"/fetch/timeout_seconds",parentData:data5,parentDataProperty:"timeout_seconds",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data5.max_bytes !== undefined){
if(!(validate58(data5.max_bytes, {instancePath:instancePath+"/fetch/max_bytes",parentData:data5,parentDataProperty:"max_bytes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data5.max_redirects !== undefined){
if(!(validate58(data5.max_redirects, {instancePath:instancePath+"/fetch/max_redirects",parentData:data5,parentDataProperty:"max_redirects",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
if(data5.allow_hosts !== undefined){
if(typeof data5.allow_hosts !== "string"){
const err5 = {instancePath:instancePath+"/fetch/allow_hosts",schemaPath:"#/properties/fetch/properties/allow_hosts/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/fetch",schemaPath:"#/properties/fetch/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.search !== undefined){
let data10 = data.search;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key3 in data10){
if(!((key3 === "default_provider") || (key3 === "providers"))){
const err7 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data10.default_provider !== undefined){
let data11 = data10.default_provider;
if(!((data11 === "brave") || (data11 === "google"))){
const err8 = {instancePath:instancePath+"/search/default_provider",schemaPath:"#/properties/search/properties/default_provider/enum",keyword:"enum",params:{allowedValues: schema19.properties.search.properties.default_provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data10.providers !== undefined){
let data12 = data10.providers;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key4 in data12){
const _errs23 = errors;
if(!((key4 === "brave") || (key4 === "google"))){
const err9 = {instancePath:instancePath+"/search/providers",schemaPath:"#/properties/search/properties/providers/propertyNames/enum",keyword:"enum",params:{allowedValues: schema19.properties.search.properties.providers.propertyNames.enum},message:"must be equal to one of the allowed values",propertyName:key4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid4 = _errs23 === errors;
if(!valid4){
const err10 = {instancePath:instancePath+"/search/providers",schemaPath:"#/properties/search/properties/providers/propertyNames",keyword:"propertyNames",params:{propertyName: key4},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
for(const key5 in data12){
let data13 = data12[key5];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.api === undefined){
const err11 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/search/properties/providers/additionalProperties/required",keyword:"required",params:{missingProperty: "api"},message:"must have required property '"+"api"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key6 in data13){
if(!(((((key6 === "api") || (key6 === "url")) || (key6 === "api_key")) || (key6 === "engines")) || (key6 === "engine_id"))){
const err12 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/search/properties/providers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data13.api !== undefined){
let data14 = data13.api;
if(!(((data14 === "searxng") || (data14 === "brave")) || (data14 === "google"))){
const err13 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/api",schemaPath:"#/properties/search/properties/providers/additionalProperties/properties/api/enum",keyword:"enum",params:{allowedValues: schema19.properties.search.properties.providers.additionalProperties.properties.api.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data13.url !== undefined){
if(!(validate62(data13.url, {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",parentData:data13,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data13.api_key !== undefined){
if(typeof data13.api_key !== "string"){
const err14 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/api_key",schemaPath:"#/properties/search/properties/providers/additionalProperties/properties/api_key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data13.engines !== undefined){
if(typeof data13.engines !== "string"){
const err15 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/engines",schemaPath:"#/properties/search/properties/providers/additionalProperties/properties/engines/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data13.engine_id !== undefined){
if(typeof data13.engine_id !== "string"){
const err16 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/engine_id",schemaPath:"#/properties/search/properties/providers/additionalProperties/properties/engine_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/search/providers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/search/properties/providers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/search/providers",schemaPath:"#/properties/search/properties/providers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/search",schemaPath:"#/properties/search/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.x_search !== undefined){
let data19 = data.x_search;
if((!(data19 && typeof data19 == "object" && !Array.isArray(data19))) && (data19 !== null)){
const err20 = {instancePath:instancePath+"/x_search",schemaPath:"#/properties/x_search/type",keyword:"type",params:{type: schema19.properties.x_search.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key7 in data19){
if(!((key7 === "url") || (key7 === "bearer_token"))){
const err21 = {instancePath:instancePath+"/x_search",schemaPath:"#/properties/x_search/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data19.url !== undefined){
if(!(validate62(data19.url, {instancePath:instancePath+"/x_search/url",parentData:data19,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data19.bearer_token !== undefined){
if(typeof data19.bearer_token !== "string"){
const err22 = {instancePath:instancePath+"/x_search/bearer_token",schemaPath:"#/properties/x_search/properties/bearer_token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["characters.yaml"] = validate65;
const schema23 = {"title":"CharactersFile","type":["object","null"],"additionalProperties":false,"properties":{"characters":{"type":"array","items":{"type":"object","required":["slug","systemPrompt"],"additionalProperties":true,"properties":{"slug":{"type":"string"},"modelId":{"type":"string"},"systemPrompt":{"type":"string","pattern":"\\S","description":"The persona's system prompt (not empty)."},"categories":{"type":"array","items":{"type":"string"}},"pro":{"type":"boolean"},"imports":{"type":"integer","minimum":0,"description":"The import count GET /characters shows."},"reviews":{"description":"Each a CharacterReview without characterId (isOwner, message, locale and userAvatarUrl may be left out).","type":"array","items":{"type":"object","additionalProperties":true}}}}}}};
const pattern6 = new RegExp("\\S", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema23.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "characters")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.characters !== undefined){
let data0 = data.characters;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.slug === undefined){
const err2 = {instancePath:instancePath+"/characters/" + i0,schemaPath:"#/properties/characters/items/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.systemPrompt === undefined){
const err3 = {instancePath:instancePath+"/characters/" + i0,schemaPath:"#/properties/characters/items/required",keyword:"required",params:{missingProperty: "systemPrompt"},message:"must have required property '"+"systemPrompt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.slug !== undefined){
if(typeof data1.slug !== "string"){
const err4 = {instancePath:instancePath+"/characters/" + i0+"/slug",schemaPath:"#/properties/characters/items/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.modelId !== undefined){
if(typeof data1.modelId !== "string"){
const err5 = {instancePath:instancePath+"/characters/" + i0+"/modelId",schemaPath:"#/properties/characters/items/properties/modelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.systemPrompt !== undefined){
let data4 = data1.systemPrompt;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err6 = {instancePath:instancePath+"/characters/" + i0+"/systemPrompt",schemaPath:"#/properties/characters/items/properties/systemPrompt/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/characters/" + i0+"/systemPrompt",schemaPath:"#/properties/characters/items/properties/systemPrompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.categories !== undefined){
let data5 = data1.categories;
if(Array.isArray(data5)){
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(typeof data5[i1] !== "string"){
const err8 = {instancePath:instancePath+"/characters/" + i0+"/categories/" + i1,schemaPath:"#/properties/characters/items/properties/categories/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/characters/" + i0+"/categories",schemaPath:"#/properties/characters/items/properties/categories/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.pro !== undefined){
if(typeof data1.pro !== "boolean"){
const err10 = {instancePath:instancePath+"/characters/" + i0+"/pro",schemaPath:"#/properties/characters/items/properties/pro/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.imports !== undefined){
let data8 = data1.imports;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err11 = {instancePath:instancePath+"/characters/" + i0+"/imports",schemaPath:"#/properties/characters/items/properties/imports/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err12 = {instancePath:instancePath+"/characters/" + i0+"/imports",schemaPath:"#/properties/characters/items/properties/imports/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data1.reviews !== undefined){
let data9 = data1.reviews;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err13 = {instancePath:instancePath+"/characters/" + i0+"/reviews/" + i2,schemaPath:"#/properties/characters/items/properties/reviews/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/characters/" + i0+"/reviews",schemaPath:"#/properties/characters/items/properties/reviews/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/characters/" + i0,schemaPath:"#/properties/characters/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/characters",schemaPath:"#/properties/characters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["compatibility.yaml"] = validate66;
const schema24 = {"title":"CompatibilityFile","type":["object","null"],"properties":{"voices":{"description":"Speech model id -> voice name a client sends -> one of that model's voices.","type":"object","additionalProperties":{"type":"object","additionalProperties":{"type":"string"}}}},"additionalProperties":{"$ref":"#/$defs/NamesOfType"},"$defs":{"NamesOfType":{"description":"Name (or a pattern ending in `*`) -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}},"Candidates":{"type":["string","array"],"minItems":1,"items":{"type":"string"}}}};
const schema25 = {"description":"Name (or a pattern ending in `*`) -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}};
const schema26 = {"type":["string","array"],"minItems":1,"items":{"type":"string"}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (!(Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be string,array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Array.isArray(data)){
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(validate68(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "voices")){
if(!(validate67(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
if(data.voices !== undefined){
let data1 = data.voices;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(typeof data2[key2] !== "string"){
const err1 = {instancePath:instancePath+"/voices/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/voices/additionalProperties/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/voices/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/voices/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/voices",schemaPath:"#/properties/voices/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["image-styles.yaml"] = validate71;
const schema27 = {"title":"ImageStylesFile","type":"object","additionalProperties":false,"properties":{"styles":{"description":"Each a name, or `{ name, prompt }` whose prompt template contains `{prompt}` (the caller's prompt).","type":"array","items":{"type":["string","object"],"required":["name","prompt"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1},"prompt":{"type":"string","pattern":"\\{prompt\\}"}}}}}};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern7 = new RegExp("\\{prompt\\}", "u");

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "styles")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.styles !== undefined){
let data0 = data.styles;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if((typeof data1 !== "string") && (!(data1 && typeof data1 == "object" && !Array.isArray(data1)))){
const err1 = {instancePath:instancePath+"/styles/" + i0,schemaPath:"#/properties/styles/items/type",keyword:"type",params:{type: schema27.properties.styles.items.type},message:"must be string,object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err2 = {instancePath:instancePath+"/styles/" + i0,schemaPath:"#/properties/styles/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.prompt === undefined){
const err3 = {instancePath:instancePath+"/styles/" + i0,schemaPath:"#/properties/styles/items/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "prompt"))){
const err4 = {instancePath:instancePath+"/styles/" + i0,schemaPath:"#/properties/styles/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err5 = {instancePath:instancePath+"/styles/" + i0+"/name",schemaPath:"#/properties/styles/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/styles/" + i0+"/name",schemaPath:"#/properties/styles/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.prompt !== undefined){
let data3 = data1.prompt;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err7 = {instancePath:instancePath+"/styles/" + i0+"/prompt",schemaPath:"#/properties/styles/items/properties/prompt/pattern",keyword:"pattern",params:{pattern: "\\{prompt\\}"},message:"must match pattern \""+"\\{prompt\\}"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/styles/" + i0+"/prompt",schemaPath:"#/properties/styles/items/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/styles",schemaPath:"#/properties/styles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["models.yaml"] = validate72;
const schema28 = {"title":"ModelsFile","type":"object","additionalProperties":false,"properties":{"models":{"type":"array","items":{"type":"object","required":["id","type","model_spec"],"additionalProperties":false,"properties":{"id":{"type":"string"},"type":{"type":"string"},"created":{"type":"integer"},"context_length":{"type":"integer"},"model_spec":{"type":"object","additionalProperties":true,"description":"The spec's ModelSpec."},"route":{"$ref":"#/$defs/Route"},"deployments":{"description":"Several servers of one text or embedding model, instead of `route` (src/catalog/deployments.ts).","type":"array","minItems":1,"maxItems":30,"items":{"type":"object","required":["id","route"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$","description":"Unique in the model: letters, digits, '.', '_' or '-' (at most 64)."},"weight":{"type":"number","exclusiveMinimum":0,"maximum":1000,"description":"Share of traffic under `weighted`, the tie-break under `least-busy` (default 1)."},"maxConcurrent":{"type":"integer","minimum":1,"description":"Requests it may run at once; beyond it the deployment is skipped."},"requestsPerMinute":{"type":"integer","minimum":1},"tokensPerMinute":{"type":"integer","minimum":1},"healthCheck":{"$ref":"#/$defs/HealthCheck"},"route":{"$ref":"#/$defs/Route"}}}},"routing":{"description":"How a model's deployments share its traffic.","type":"object","additionalProperties":false,"properties":{"strategy":{"enum":["least-busy","weighted","latency"],"description":"default least-busy"},"healthCheck":{"$ref":"#/$defs/HealthCheck"}}},"rate_limit_class":{"description":"The size that sets a text or embedding model's rate limits.","enum":["XS","S","M","L"]}}}}},"$defs":{"Route":{"description":"How the model is served; `engine` picks the other fields (src/catalog/engine-routes.ts checks them).","type":"object","required":["engine"],"additionalProperties":true,"properties":{"engine":{"enum":["llama-cpp","openai-compatible","service-compatible","espeak","whisper-cpp","sharp","automatic1111","u2net","piper"]}}},"HealthCheck":{"description":"A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds.","type":"object","required":["path","intervalSeconds"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"intervalSeconds":{"type":"integer","minimum":1}}}}};
const func2 = Object.prototype.hasOwnProperty;
const schema29 = {"description":"How the model is served; `engine` picks the other fields (src/catalog/engine-routes.ts checks them).","type":"object","required":["engine"],"additionalProperties":true,"properties":{"engine":{"enum":["llama-cpp","openai-compatible","service-compatible","espeak","whisper-cpp","sharp","automatic1111","u2net","piper"]}}};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.engine === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engine"},message:"must have required property '"+"engine"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.engine !== undefined){
let data0 = data.engine;
if(!(((((((((data0 === "llama-cpp") || (data0 === "openai-compatible")) || (data0 === "service-compatible")) || (data0 === "espeak")) || (data0 === "whisper-cpp")) || (data0 === "sharp")) || (data0 === "automatic1111")) || (data0 === "u2net")) || (data0 === "piper"))){
const err1 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/enum",keyword:"enum",params:{allowedValues: schema29.properties.engine.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema30 = {"description":"A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds.","type":"object","required":["path","intervalSeconds"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"intervalSeconds":{"type":"integer","minimum":1}}};
const pattern9 = new RegExp("^/", "u");

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.intervalSeconds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "intervalSeconds"},message:"must have required property '"+"intervalSeconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "path") || (key0 === "intervalSeconds"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(!pattern9.test(data0)){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.intervalSeconds !== undefined){
let data1 = data.intervalSeconds;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/intervalSeconds",schemaPath:"#/properties/intervalSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/intervalSeconds",schemaPath:"#/properties/intervalSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern8 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "models")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.models !== undefined){
let data0 = data.models;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err1 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.type === undefined){
const err2 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.model_spec === undefined){
const err3 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "model_spec"},message:"must have required property '"+"model_spec"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data1){
if(!(func2.call(schema28.properties.models.items.properties, key1))){
const err4 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err5 = {instancePath:instancePath+"/models/" + i0+"/id",schemaPath:"#/properties/models/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err6 = {instancePath:instancePath+"/models/" + i0+"/type",schemaPath:"#/properties/models/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.created !== undefined){
let data4 = data1.created;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/models/" + i0+"/created",schemaPath:"#/properties/models/items/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.context_length !== undefined){
let data5 = data1.context_length;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err8 = {instancePath:instancePath+"/models/" + i0+"/context_length",schemaPath:"#/properties/models/items/properties/context_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.model_spec !== undefined){
let data6 = data1.model_spec;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err9 = {instancePath:instancePath+"/models/" + i0+"/model_spec",schemaPath:"#/properties/models/items/properties/model_spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.route !== undefined){
if(!(validate73(data1.route, {instancePath:instancePath+"/models/" + i0+"/route",parentData:data1,parentDataProperty:"route",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data1.deployments !== undefined){
let data8 = data1.deployments;
if(Array.isArray(data8)){
if(data8.length > 30){
const err10 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data8.length < 1){
const err11 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.id === undefined){
const err12 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data9.route === undefined){
const err13 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 in data9){
if(!(((((((key2 === "id") || (key2 === "weight")) || (key2 === "maxConcurrent")) || (key2 === "requestsPerMinute")) || (key2 === "tokensPerMinute")) || (key2 === "healthCheck")) || (key2 === "route"))){
const err14 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data9.id !== undefined){
let data10 = data9.id;
if(typeof data10 === "string"){
if(!pattern8.test(data10)){
const err15 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/id",schemaPath:"#/properties/models/items/properties/deployments/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/id",schemaPath:"#/properties/models/items/properties/deployments/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.weight !== undefined){
let data11 = data9.weight;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000 || isNaN(data11)){
const err17 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data11 <= 0 || isNaN(data11)){
const err18 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.maxConcurrent !== undefined){
let data12 = data9.maxConcurrent;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err20 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/maxConcurrent",schemaPath:"#/properties/models/items/properties/deployments/items/properties/maxConcurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err21 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/maxConcurrent",schemaPath:"#/properties/models/items/properties/deployments/items/properties/maxConcurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data9.requestsPerMinute !== undefined){
let data13 = data9.requestsPerMinute;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err22 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/requestsPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/requestsPerMinute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err23 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/requestsPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/requestsPerMinute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data9.tokensPerMinute !== undefined){
let data14 = data9.tokensPerMinute;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err24 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/tokensPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/tokensPerMinute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err25 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/tokensPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/tokensPerMinute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data9.healthCheck !== undefined){
if(!(validate75(data9.healthCheck, {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/healthCheck",parentData:data9,parentDataProperty:"healthCheck",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
if(data9.route !== undefined){
if(!(validate73(data9.route, {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route",parentData:data9,parentDataProperty:"route",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.routing !== undefined){
let data17 = data1.routing;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key3 in data17){
if(!((key3 === "strategy") || (key3 === "healthCheck"))){
const err28 = {instancePath:instancePath+"/models/" + i0+"/routing",schemaPath:"#/properties/models/items/properties/routing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data17.strategy !== undefined){
let data18 = data17.strategy;
if(!(((data18 === "least-busy") || (data18 === "weighted")) || (data18 === "latency"))){
const err29 = {instancePath:instancePath+"/models/" + i0+"/routing/strategy",schemaPath:"#/properties/models/items/properties/routing/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema28.properties.models.items.properties.routing.properties.strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data17.healthCheck !== undefined){
if(!(validate75(data17.healthCheck, {instancePath:instancePath+"/models/" + i0+"/routing/healthCheck",parentData:data17,parentDataProperty:"healthCheck",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/models/" + i0+"/routing",schemaPath:"#/properties/models/items/properties/routing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.rate_limit_class !== undefined){
let data20 = data1.rate_limit_class;
if(!((((data20 === "XS") || (data20 === "S")) || (data20 === "M")) || (data20 === "L"))){
const err31 = {instancePath:instancePath+"/models/" + i0+"/rate_limit_class",schemaPath:"#/properties/models/items/properties/rate_limit_class/enum",keyword:"enum",params:{allowedValues: schema28.properties.models.items.properties.rate_limit_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["rate-limits.yaml"] = validate79;
const schema31 = {"title":"RateLimitsFile","type":"object","additionalProperties":false,"properties":{"default_tier":{"description":"The tier of a key that has none set (default `paid`); one of `tiers`.","type":"string"},"tiers":{"description":"Each tier by id; a tier may be empty (the default limits, charged).","type":"object","additionalProperties":{"type":["object","null"],"additionalProperties":false,"properties":{"charged":{"description":"Whether requests under this tier are billed (default true).","type":"boolean"},"limits":{"description":"Overrides of the default limits, by class.","type":"object","additionalProperties":false,"properties":{"XS":{"$ref":"#/$defs/TokenClassLimits"},"S":{"$ref":"#/$defs/TokenClassLimits"},"M":{"$ref":"#/$defs/TokenClassLimits"},"L":{"$ref":"#/$defs/TokenClassLimits"},"image":{"$ref":"#/$defs/RequestClassLimits"},"audio":{"$ref":"#/$defs/RequestClassLimits"},"video_queue":{"$ref":"#/$defs/RequestClassLimits"},"video_retrieve":{"$ref":"#/$defs/RequestClassLimits"},"rpc":{"$ref":"#/$defs/RequestClassLimits"},"augment":{"$ref":"#/$defs/RequestClassLimits"}}}}}},"error_budgets":{"type":["object","null"],"additionalProperties":false,"properties":{"window_seconds":{"type":"integer","minimum":1,"description":"The rolling window (default 30)."},"failed_requests":{"type":"integer","minimum":1,"description":"More failed requests than this in the window block the (key, model) pair (default 50)."},"unsupported_feature_requests":{"type":"integer","minimum":1,"description":"More requests for a feature the model lacks than this block the pair (default 200)."}}}},"$defs":{"TokenClassLimits":{"description":"A text or embedding size class, metered in requests and tokens.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0},"tpm":{"type":"integer","minimum":0}}},"RequestClassLimits":{"description":"A class metered in requests only.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0}}}}};
const schema32 = {"description":"A text or embedding size class, metered in requests and tokens.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0},"tpm":{"type":"integer","minimum":0}}};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "rpm") || (key0 === "rpd")) || (key0 === "tpm"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.rpm !== undefined){
let data0 = data.rpm;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/rpm",schemaPath:"#/properties/rpm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/rpm",schemaPath:"#/properties/rpm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.rpd !== undefined){
let data1 = data.rpd;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/rpd",schemaPath:"#/properties/rpd/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rpd",schemaPath:"#/properties/rpd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.tpm !== undefined){
let data2 = data.tpm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/tpm",schemaPath:"#/properties/tpm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/tpm",schemaPath:"#/properties/tpm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema33 = {"description":"A class metered in requests only.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "rpm") || (key0 === "rpd"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.rpm !== undefined){
let data0 = data.rpm;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/rpm",schemaPath:"#/properties/rpm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/rpm",schemaPath:"#/properties/rpm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.rpd !== undefined){
let data1 = data.rpd;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/rpd",schemaPath:"#/properties/rpd/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/rpd",schemaPath:"#/properties/rpd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "default_tier") || (key0 === "tiers")) || (key0 === "error_budgets"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.default_tier !== undefined){
if(typeof data.default_tier !== "string"){
const err1 = {instancePath:instancePath+"/default_tier",schemaPath:"#/properties/default_tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.tiers !== undefined){
let data1 = data.tiers;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
const err2 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/tiers/additionalProperties/type",keyword:"type",params:{type: schema31.properties.tiers.additionalProperties.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
if(!((key2 === "charged") || (key2 === "limits"))){
const err3 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/tiers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data2.charged !== undefined){
if(typeof data2.charged !== "boolean"){
const err4 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/charged",schemaPath:"#/properties/tiers/additionalProperties/properties/charged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.limits !== undefined){
let data4 = data2.limits;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
if(!(func2.call(schema31.properties.tiers.additionalProperties.properties.limits.properties, key3))){
const err5 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits",schemaPath:"#/properties/tiers/additionalProperties/properties/limits/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data4.XS !== undefined){
if(!(validate80(data4.XS, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/XS",parentData:data4,parentDataProperty:"XS",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data4.S !== undefined){
if(!(validate80(data4.S, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/S",parentData:data4,parentDataProperty:"S",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data4.M !== undefined){
if(!(validate80(data4.M, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/M",parentData:data4,parentDataProperty:"M",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data4.L !== undefined){
if(!(validate80(data4.L, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/L",parentData:data4,parentDataProperty:"L",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data4.image !== undefined){
if(!(validate85(data4.image, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/image",parentData:data4,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data4.audio !== undefined){
if(!(validate85(data4.audio, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/audio",parentData:data4,parentDataProperty:"audio",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data4.video_queue !== undefined){
if(!(validate85(data4.video_queue, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/video_queue",parentData:data4,parentDataProperty:"video_queue",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data4.video_retrieve !== undefined){
if(!(validate85(data4.video_retrieve, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/video_retrieve",parentData:data4,parentDataProperty:"video_retrieve",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data4.rpc !== undefined){
if(!(validate85(data4.rpc, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/rpc",parentData:data4,parentDataProperty:"rpc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data4.augment !== undefined){
if(!(validate85(data4.augment, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/augment",parentData:data4,parentDataProperty:"augment",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits",schemaPath:"#/properties/tiers/additionalProperties/properties/limits/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/tiers",schemaPath:"#/properties/tiers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.error_budgets !== undefined){
let data15 = data.error_budgets;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
const err8 = {instancePath:instancePath+"/error_budgets",schemaPath:"#/properties/error_budgets/type",keyword:"type",params:{type: schema31.properties.error_budgets.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key4 in data15){
if(!(((key4 === "window_seconds") || (key4 === "failed_requests")) || (key4 === "unsupported_feature_requests"))){
const err9 = {instancePath:instancePath+"/error_budgets",schemaPath:"#/properties/error_budgets/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data15.window_seconds !== undefined){
let data16 = data15.window_seconds;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err10 = {instancePath:instancePath+"/error_budgets/window_seconds",schemaPath:"#/properties/error_budgets/properties/window_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err11 = {instancePath:instancePath+"/error_budgets/window_seconds",schemaPath:"#/properties/error_budgets/properties/window_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data15.failed_requests !== undefined){
let data17 = data15.failed_requests;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err12 = {instancePath:instancePath+"/error_budgets/failed_requests",schemaPath:"#/properties/error_budgets/properties/failed_requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 1 || isNaN(data17)){
const err13 = {instancePath:instancePath+"/error_budgets/failed_requests",schemaPath:"#/properties/error_budgets/properties/failed_requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data15.unsupported_feature_requests !== undefined){
let data18 = data15.unsupported_feature_requests;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err14 = {instancePath:instancePath+"/error_budgets/unsupported_feature_requests",schemaPath:"#/properties/error_budgets/properties/unsupported_feature_requests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 1 || isNaN(data18)){
const err15 = {instancePath:instancePath+"/error_budgets/unsupported_feature_requests",schemaPath:"#/properties/error_budgets/properties/unsupported_feature_requests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["rpc-networks.yaml"] = validate92;
const schema34 = {"title":"RpcNetworksFile","type":"object","additionalProperties":false,"properties":{"usd_per_credit":{"description":"The price of one credit in USD (default 0.0000007), more than 0, at most 12 decimals.","type":["number","string"],"exclusiveMinimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,12})?$"},"networks":{"description":"Each network by name (lower-case words joined by '-').","type":"object","propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":64},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"url":{"description":"The node's JSON-RPC endpoint; '' leaves the network unserved.","type":"string","pattern":"^\\s*(https?://\\S+)?\\s*$"},"family":{"description":"Which methods the network takes (default evm).","enum":["evm","solana","starknet"]},"base_credits":{"description":"Credits of one standard call (default 20).","type":"integer","minimum":1}}}}}};
const pattern10 = new RegExp("^[0-9]+(\\.[0-9]{1,12})?$", "u");
const pattern11 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern12 = new RegExp("^\\s*(https?://\\S+)?\\s*$", "u");

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "usd_per_credit") || (key0 === "networks"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.usd_per_credit !== undefined){
let data0 = data.usd_per_credit;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (typeof data0 !== "string")){
const err1 = {instancePath:instancePath+"/usd_per_credit",schemaPath:"#/properties/usd_per_credit/type",keyword:"type",params:{type: schema34.properties.usd_per_credit.type},message:"must be number,string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 <= 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/usd_per_credit",schemaPath:"#/properties/usd_per_credit/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err3 = {instancePath:instancePath+"/usd_per_credit",schemaPath:"#/properties/usd_per_credit/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,12})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,12})?$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.networks !== undefined){
let data1 = data.networks;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 64){
const err4 = {instancePath:instancePath+"/networks",schemaPath:"#/properties/networks/propertyNames/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern11.test(key1)){
const err5 = {instancePath:instancePath+"/networks",schemaPath:"#/properties/networks/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)*$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
const err6 = {instancePath:instancePath+"/networks",schemaPath:"#/properties/networks/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
if(!(((key3 === "url") || (key3 === "family")) || (key3 === "base_credits"))){
const err7 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/networks/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.url !== undefined){
let data3 = data2.url;
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
const err8 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/networks/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^\\s*(https?://\\S+)?\\s*$"},message:"must match pattern \""+"^\\s*(https?://\\S+)?\\s*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/networks/additionalProperties/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.family !== undefined){
let data4 = data2.family;
if(!(((data4 === "evm") || (data4 === "solana")) || (data4 === "starknet"))){
const err10 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/family",schemaPath:"#/properties/networks/additionalProperties/properties/family/enum",keyword:"enum",params:{allowedValues: schema34.properties.networks.additionalProperties.properties.family.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.base_credits !== undefined){
let data5 = data2.base_credits;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_credits",schemaPath:"#/properties/networks/additionalProperties/properties/base_credits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/base_credits",schemaPath:"#/properties/networks/additionalProperties/properties/base_credits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/networks/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/networks",schemaPath:"#/properties/networks/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["traits.yaml"] = validate93;
const schema35 = {"title":"TraitsFile","type":["object","null"],"additionalProperties":{"$ref":"#/$defs/NamesOfType"},"$defs":{"NamesOfType":{"description":"Name -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}},"Candidates":{"type":["string","array"],"minItems":1,"items":{"type":"string"}}}};
const schema36 = {"description":"Name -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}};
const schema37 = {"type":["string","array"],"minItems":1,"items":{"type":"string"}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (!(Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema37.type},message:"must be string,array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(Array.isArray(data)){
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(typeof data[i0] !== "string"){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(validate95(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema35.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(validate94(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["x402.yaml"] = validate98;
const schema38 = {"title":"X402File","type":["object","null"],"additionalProperties":false,"properties":{"topUp":{"type":"object","additionalProperties":false,"properties":{"minimumUsd":{"$ref":"#/$defs/UsdAmount","description":"Smaller top-ups are refused (default 5). More than 0."},"maximumUsd":{"$ref":"#/$defs/UsdAmount","description":"Larger top-ups are refused (default 10000). Not below minimumUsd."},"maxTimeoutSeconds":{"type":"integer","minimum":30,"maximum":3600,"description":"How long a signed payment stays valid (default 300)."}}},"facilitator":{"description":"`local` (verify and settle in this process), or the https URL of a remote x402 facilitator (plain http only on loopback).","type":"string","pattern":"^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$"},"rails":{"description":"One network and token each, in the order the 402 answer offers them.","type":"array","items":{"type":"object","required":["network","asset"],"additionalProperties":false,"properties":{"network":{"description":"CAIP-2 id, unique among the rails (eip155:<chain id> or solana:<genesis hash>).","type":"string","pattern":"^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$"},"asset":{"type":"string","description":"The token contract (eip155, 0x\u2026) or mint (solana, base58)."},"decimals":{"description":"The token's decimals (default 6); a micro-USD must be a whole number of base units.","type":"integer","minimum":6,"maximum":18},"payTo":{"type":"string","description":"Who receives the top-ups; '' switches the rail off."},"rpcUrl":{"$ref":"#/$defs/OptionalHttpUrl","description":"The chain's RPC; the local facilitator needs it."},"name":{"type":"string","minLength":1,"description":"eip155: the token's EIP-712 domain name."},"version":{"type":["string","number"],"description":"eip155: the token's EIP-712 domain version."},"settlerKey":{"type":"string","description":"eip155: the 0x private key that submits transfers and pays their gas."},"feePayerKey":{"type":"string","description":"solana: the fee payer's secret key."}},"if":{"properties":{"network":{"type":"string","pattern":"^eip155:"}}},"then":{"required":["name","version"],"properties":{"asset":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},"payTo":{"type":"string","pattern":"^(0x[0-9a-fA-F]{40})?$"},"settlerKey":{"type":"string","pattern":"^(0x[0-9a-fA-F]{64})?$"},"feePayerKey":false}},"else":{"properties":{"asset":{"type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{32,44}$"},"payTo":{"type":"string","pattern":"^([1-9A-HJ-NP-Za-km-z]{32,44})?$"},"name":false,"version":false,"settlerKey":false}}}}},"$defs":{"UsdAmount":{"description":"A USD amount with at most 6 decimals, as a number or a decimal string.","type":["number","string"],"minimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,6})?$"},"OptionalHttpUrl":{"type":"string","pattern":"^(https?://\\S+)?$"}}};
const schema39 = {"description":"A USD amount with at most 6 decimals, as a number or a decimal string.","type":["number","string"],"minimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,6})?$"};
const pattern13 = new RegExp("^[0-9]+(\\.[0-9]{1,6})?$", "u");

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema39.type},message:"must be number,string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(typeof data === "string"){
if(!pattern13.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]{1,6})?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]{1,6})?$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema40 = {"type":"string","pattern":"^(https?://\\S+)?$"};
const pattern22 = new RegExp("^(https?://\\S+)?$", "u");

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern22.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(https?://\\S+)?$"},message:"must match pattern \""+"^(https?://\\S+)?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern14 = new RegExp("^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$", "u");
const pattern15 = new RegExp("^eip155:", "u");
const pattern16 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
const pattern17 = new RegExp("^(0x[0-9a-fA-F]{40})?$", "u");
const pattern18 = new RegExp("^(0x[0-9a-fA-F]{64})?$", "u");
const pattern19 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{32,44}$", "u");
const pattern20 = new RegExp("^([1-9A-HJ-NP-Za-km-z]{32,44})?$", "u");
const pattern21 = new RegExp("^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$", "u");

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema38.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "topUp") || (key0 === "facilitator")) || (key0 === "rails"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.topUp !== undefined){
let data0 = data.topUp;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(((key1 === "minimumUsd") || (key1 === "maximumUsd")) || (key1 === "maxTimeoutSeconds"))){
const err2 = {instancePath:instancePath+"/topUp",schemaPath:"#/properties/topUp/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.minimumUsd !== undefined){
if(!(validate99(data0.minimumUsd, {instancePath:instancePath+"/topUp/minimumUsd",parentData:data0,parentDataProperty:"minimumUsd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data0.maximumUsd !== undefined){
if(!(validate99(data0.maximumUsd, {instancePath:instancePath+"/topUp/maximumUsd",parentData:data0,parentDataProperty:"maximumUsd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data0.maxTimeoutSeconds !== undefined){
let data3 = data0.maxTimeoutSeconds;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/topUp/maxTimeoutSeconds",schemaPath:"#/properties/topUp/properties/maxTimeoutSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3600 || isNaN(data3)){
const err4 = {instancePath:instancePath+"/topUp/maxTimeoutSeconds",schemaPath:"#/properties/topUp/properties/maxTimeoutSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3 < 30 || isNaN(data3)){
const err5 = {instancePath:instancePath+"/topUp/maxTimeoutSeconds",schemaPath:"#/properties/topUp/properties/maxTimeoutSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 30},message:"must be >= 30"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/topUp",schemaPath:"#/properties/topUp/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.facilitator !== undefined){
let data4 = data.facilitator;
if(typeof data4 === "string"){
if(!pattern14.test(data4)){
const err7 = {instancePath:instancePath+"/facilitator",schemaPath:"#/properties/facilitator/pattern",keyword:"pattern",params:{pattern: "^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$"},message:"must match pattern \""+"^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/facilitator",schemaPath:"#/properties/facilitator/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.rails !== undefined){
let data5 = data.rails;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs15 = errors;
let valid4 = true;
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.network !== undefined){
let data7 = data6.network;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data7 === "string"){
if(!pattern15.test(data7)){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
var _valid0 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs19 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err11 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/then/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6.version === undefined){
const err12 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/then/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.asset !== undefined){
let data8 = data6.asset;
if(typeof data8 === "string"){
if(!pattern16.test(data8)){
const err13 = {instancePath:instancePath+"/rails/" + i0+"/asset",schemaPath:"#/properties/rails/items/then/properties/asset/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/rails/" + i0+"/asset",schemaPath:"#/properties/rails/items/then/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.payTo !== undefined){
let data9 = data6.payTo;
if(typeof data9 === "string"){
if(!pattern17.test(data9)){
const err15 = {instancePath:instancePath+"/rails/" + i0+"/payTo",schemaPath:"#/properties/rails/items/then/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^(0x[0-9a-fA-F]{40})?$"},message:"must match pattern \""+"^(0x[0-9a-fA-F]{40})?$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/rails/" + i0+"/payTo",schemaPath:"#/properties/rails/items/then/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.settlerKey !== undefined){
let data10 = data6.settlerKey;
if(typeof data10 === "string"){
if(!pattern18.test(data10)){
const err17 = {instancePath:instancePath+"/rails/" + i0+"/settlerKey",schemaPath:"#/properties/rails/items/then/properties/settlerKey/pattern",keyword:"pattern",params:{pattern: "^(0x[0-9a-fA-F]{64})?$"},message:"must match pattern \""+"^(0x[0-9a-fA-F]{64})?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/rails/" + i0+"/settlerKey",schemaPath:"#/properties/rails/items/then/properties/settlerKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.feePayerKey !== undefined){
const err19 = {instancePath:instancePath+"/rails/" + i0+"/feePayerKey",schemaPath:"#/properties/rails/items/then/properties/feePayerKey/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid0 = _errs19 === errors;
valid4 = _valid0;
if(valid4){
var props0 = {};
props0.asset = true;
props0.payTo = true;
props0.settlerKey = true;
props0.feePayerKey = true;
props0.network = true;
}
ifClause0 = "then";
}
else {
const _errs26 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.asset !== undefined){
let data12 = data6.asset;
if(typeof data12 === "string"){
if(!pattern19.test(data12)){
const err20 = {instancePath:instancePath+"/rails/" + i0+"/asset",schemaPath:"#/properties/rails/items/else/properties/asset/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{32,44}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{32,44}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/rails/" + i0+"/asset",schemaPath:"#/properties/rails/items/else/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.payTo !== undefined){
let data13 = data6.payTo;
if(typeof data13 === "string"){
if(!pattern20.test(data13)){
const err22 = {instancePath:instancePath+"/rails/" + i0+"/payTo",schemaPath:"#/properties/rails/items/else/properties/payTo/pattern",keyword:"pattern",params:{pattern: "^([1-9A-HJ-NP-Za-km-z]{32,44})?$"},message:"must match pattern \""+"^([1-9A-HJ-NP-Za-km-z]{32,44})?$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/rails/" + i0+"/payTo",schemaPath:"#/properties/rails/items/else/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.name !== undefined){
const err24 = {instancePath:instancePath+"/rails/" + i0+"/name",schemaPath:"#/properties/rails/items/else/properties/name/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6.version !== undefined){
const err25 = {instancePath:instancePath+"/rails/" + i0+"/version",schemaPath:"#/properties/rails/items/else/properties/version/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.settlerKey !== undefined){
const err26 = {instancePath:instancePath+"/rails/" + i0+"/settlerKey",schemaPath:"#/properties/rails/items/else/properties/settlerKey/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid0 = _errs26 === errors;
valid4 = _valid0;
if(valid4){
if(props0 !== true){
props0 = props0 || {};
props0.asset = true;
props0.payTo = true;
props0.name = true;
props0.version = true;
props0.settlerKey = true;
}
}
ifClause0 = "else";
}
if(!valid4){
const err27 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.network === undefined){
const err28 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/required",keyword:"required",params:{missingProperty: "network"},message:"must have required property '"+"network"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data6.asset === undefined){
const err29 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/required",keyword:"required",params:{missingProperty: "asset"},message:"must have required property '"+"asset"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
for(const key2 in data6){
if(!(func2.call(schema38.properties.rails.items.properties, key2))){
const err30 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data6.network !== undefined){
let data17 = data6.network;
if(typeof data17 === "string"){
if(!pattern21.test(data17)){
const err31 = {instancePath:instancePath+"/rails/" + i0+"/network",schemaPath:"#/properties/rails/items/properties/network/pattern",keyword:"pattern",params:{pattern: "^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$"},message:"must match pattern \""+"^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/rails/" + i0+"/network",schemaPath:"#/properties/rails/items/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.asset !== undefined){
if(typeof data6.asset !== "string"){
const err33 = {instancePath:instancePath+"/rails/" + i0+"/asset",schemaPath:"#/properties/rails/items/properties/asset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data6.decimals !== undefined){
let data19 = data6.decimals;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err34 = {instancePath:instancePath+"/rails/" + i0+"/decimals",schemaPath:"#/properties/rails/items/properties/decimals/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 18 || isNaN(data19)){
const err35 = {instancePath:instancePath+"/rails/" + i0+"/decimals",schemaPath:"#/properties/rails/items/properties/decimals/maximum",keyword:"maximum",params:{comparison: "<=", limit: 18},message:"must be <= 18"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data19 < 6 || isNaN(data19)){
const err36 = {instancePath:instancePath+"/rails/" + i0+"/decimals",schemaPath:"#/properties/rails/items/properties/decimals/minimum",keyword:"minimum",params:{comparison: ">=", limit: 6},message:"must be >= 6"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data6.payTo !== undefined){
if(typeof data6.payTo !== "string"){
const err37 = {instancePath:instancePath+"/rails/" + i0+"/payTo",schemaPath:"#/properties/rails/items/properties/payTo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data6.rpcUrl !== undefined){
if(!(validate102(data6.rpcUrl, {instancePath:instancePath+"/rails/" + i0+"/rpcUrl",parentData:data6,parentDataProperty:"rpcUrl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data6.name !== undefined){
let data22 = data6.name;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err38 = {instancePath:instancePath+"/rails/" + i0+"/name",schemaPath:"#/properties/rails/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/rails/" + i0+"/name",schemaPath:"#/properties/rails/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data6.version !== undefined){
let data23 = data6.version;
if((typeof data23 !== "string") && (!((typeof data23 == "number") && (isFinite(data23))))){
const err40 = {instancePath:instancePath+"/rails/" + i0+"/version",schemaPath:"#/properties/rails/items/properties/version/type",keyword:"type",params:{type: schema38.properties.rails.items.properties.version.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data6.settlerKey !== undefined){
if(typeof data6.settlerKey !== "string"){
const err41 = {instancePath:instancePath+"/rails/" + i0+"/settlerKey",schemaPath:"#/properties/rails/items/properties/settlerKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data6.feePayerKey !== undefined){
if(typeof data6.feePayerKey !== "string"){
const err42 = {instancePath:instancePath+"/rails/" + i0+"/feePayerKey",schemaPath:"#/properties/rails/items/properties/feePayerKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/rails/" + i0,schemaPath:"#/properties/rails/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/rails",schemaPath:"#/properties/rails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

