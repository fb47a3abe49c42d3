// generated from spec/ by codegen/generate.ts; do not edit. Run `npm run generate`.
"use strict";
exports.createApiKey_body = validate52;
const schema19 = {"$ref":"openapi.json#/components/schemas/CreateApiKeyRequest"};
const schema21 = {"type":"object","additionalProperties":false,"required":["apiKeyType","description"],"properties":{"apiKeyType":{"$ref":"openapi.json#/components/schemas/ApiKeyType"},"description":{"$ref":"openapi.json#/components/schemas/KeyDescription"},"consumptionLimit":{"$ref":"openapi.json#/components/schemas/ConsumptionLimit"},"limitPeriod":{"$ref":"openapi.json#/components/schemas/LimitPeriod"},"modelPrivacy":{"$ref":"openapi.json#/components/schemas/ModelPrivacy"},"expiresAt":{"$ref":"openapi.json#/components/schemas/ExpiresAtInput"}}};
const schema22 = {"type":"string","enum":["INFERENCE","ADMIN"],"description":"INFERENCE keys call inference endpoints; ADMIN keys may also manage keys and billing."};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "INFERENCE") || (data === "ADMIN"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema23 = {"type":"string","minLength":1,"maxLength":64,"pattern":"^[^\\x00]*$","description":"A label for the key (no NUL characters)."};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern3 = new RegExp("^[^\\x00]*$", "u");

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^\\x00]*$"},message:"must match pattern \""+"^[^\\x00]*$"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"object","description":"Spend caps per limit period; null or absent means no cap. `vcu` is deprecated and ignored.","additionalProperties":false,"properties":{"usd":{"$ref":"openapi.json#/components/schemas/LimitAmount"},"diem":{"$ref":"openapi.json#/components/schemas/LimitAmount"},"vcu":{"$ref":"openapi.json#/components/schemas/LimitAmount"}}};
const schema25 = {"type":["number","null"],"minimum":0,"maximum":9999999999};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9999999999 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999999999},message:"must be <= 9999999999"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "usd") || (key0 === "diem")) || (key0 === "vcu"))){
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
if(data.usd !== undefined){
if(!(validate60(data.usd, {instancePath:instancePath+"/usd",parentData:data,parentDataProperty:"usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.diem !== undefined){
if(!(validate60(data.diem, {instancePath:instancePath+"/diem",parentData:data,parentDataProperty:"diem",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.vcu !== undefined){
if(!(validate60(data.vcu, {instancePath:instancePath+"/vcu",parentData:data,parentDataProperty:"vcu",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"string","enum":["EPOCH","MONTH","LIFETIME"],"description":"The period a consumption limit applies to. EPOCH is the UTC day."};

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "EPOCH") || (data === "MONTH")) || (data === "LIFETIME"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema27 = {"type":"string","enum":["ALL","PRIVATE_TEXT","PRIVATE_ONLY"],"description":"Which models the key may use: ALL; PRIVATE_TEXT (text models must be private, other kinds\nare unrestricted); PRIVATE_ONLY (private models only).\n"};

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "ALL") || (data === "PRIVATE_TEXT")) || (data === "PRIVATE_ONLY"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema28 = {"description":"An expiry date (`YYYY-MM-DD`, meaning the end of that UTC day) or date-time; the empty string\nmeans never. A new key's expiry must be in the future (400 otherwise); updating a key to a\ntime in the past makes it unusable at once.\n","anyOf":[{"type":"string","maxLength":0},{"type":"string","format":"date"},{"type":"string","format":"date-time"}]};
const formats0 = require("ajv-formats/dist/formats").fullFormats.date;
const formats2 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func1(data) > 0){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!(formats0.validate(data))){
const err2 = {instancePath,schemaPath:"#/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
const _errs5 = errors;
if(typeof data === "string"){
if(!(formats2.validate(data))){
const err4 = {instancePath,schemaPath:"#/anyOf/2/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err5 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiKeyType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKeyType"},message:"must have required property '"+"apiKeyType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.description === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "apiKeyType") || (key0 === "description")) || (key0 === "consumptionLimit")) || (key0 === "limitPeriod")) || (key0 === "modelPrivacy")) || (key0 === "expiresAt"))){
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
if(data.apiKeyType !== undefined){
if(!(validate55(data.apiKeyType, {instancePath:instancePath+"/apiKeyType",parentData:data,parentDataProperty:"apiKeyType",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
if(!(validate57(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.consumptionLimit !== undefined){
if(!(validate59(data.consumptionLimit, {instancePath:instancePath+"/consumptionLimit",parentData:data,parentDataProperty:"consumptionLimit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.limitPeriod !== undefined){
if(!(validate65(data.limitPeriod, {instancePath:instancePath+"/limitPeriod",parentData:data,parentDataProperty:"limitPeriod",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.modelPrivacy !== undefined){
if(!(validate67(data.modelPrivacy, {instancePath:instancePath+"/modelPrivacy",parentData:data,parentDataProperty:"modelPrivacy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data.expiresAt !== undefined){
if(!(validate69(data.expiresAt, {instancePath:instancePath+"/expiresAt",parentData:data,parentDataProperty:"expiresAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateApiKey_body = validate72;
const schema29 = {"$ref":"openapi.json#/components/schemas/UpdateApiKeyRequest"};
const schema30 = {"type":"object","additionalProperties":false,"required":["id"],"properties":{"id":{"$ref":"openapi.json#/components/schemas/Uuid"},"description":{"$ref":"openapi.json#/components/schemas/KeyDescription"},"consumptionLimit":{"$ref":"openapi.json#/components/schemas/ConsumptionLimit"},"limitPeriod":{"$ref":"openapi.json#/components/schemas/LimitPeriod"},"modelPrivacy":{"$ref":"openapi.json#/components/schemas/ModelPrivacy"},"expiresAt":{"description":"A new expiry; the empty string or null removes it.","anyOf":[{"$ref":"openapi.json#/components/schemas/ExpiresAtInput"},{"type":"null"}]}}};
const schema31 = {"type":"string","format":"uuid","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"};
const formats4 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const pattern4 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$", "u");

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
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats4.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "description")) || (key0 === "consumptionLimit")) || (key0 === "limitPeriod")) || (key0 === "modelPrivacy")) || (key0 === "expiresAt"))){
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
if(data.id !== undefined){
if(!(validate74(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
if(!(validate57(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.consumptionLimit !== undefined){
if(!(validate59(data.consumptionLimit, {instancePath:instancePath+"/consumptionLimit",parentData:data,parentDataProperty:"consumptionLimit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
if(data.limitPeriod !== undefined){
if(!(validate65(data.limitPeriod, {instancePath:instancePath+"/limitPeriod",parentData:data,parentDataProperty:"limitPeriod",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.modelPrivacy !== undefined){
if(!(validate67(data.modelPrivacy, {instancePath:instancePath+"/modelPrivacy",parentData:data,parentDataProperty:"modelPrivacy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data.expiresAt !== undefined){
let data5 = data.expiresAt;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(!(validate69(data5, {instancePath:instancePath+"/expiresAt",parentData:data,parentDataProperty:"expiresAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data5 !== null){
const err2 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err3 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
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
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createWeb3ApiKey_body = validate82;
const schema32 = {"type":"object","additionalProperties":false,"required":["address","signature","token","apiKeyType"],"properties":{"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$","description":"The signing wallet (EVM)."},"signature":{"type":"string","pattern":"^0x[0-9a-fA-F]{130}$","description":"The EIP-191 signature of the token's text."},"token":{"type":"string","minLength":1,"maxLength":2048},"apiKeyType":{"$ref":"openapi.json#/components/schemas/ApiKeyType"},"description":{"allOf":[{"$ref":"openapi.json#/components/schemas/KeyDescription"}],"default":"Web3 API Key"},"consumptionLimit":{"$ref":"openapi.json#/components/schemas/ConsumptionLimit"},"limitPeriod":{"$ref":"openapi.json#/components/schemas/LimitPeriod"},"modelPrivacy":{"$ref":"openapi.json#/components/schemas/ModelPrivacy"},"expiresAt":{"$ref":"openapi.json#/components/schemas/ExpiresAtInput"}}};
const func4 = Object.prototype.hasOwnProperty;
const pattern5 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
const pattern6 = new RegExp("^0x[0-9a-fA-F]{130}$", "u");

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "INFERENCE") || (data === "ADMIN"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema22.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^\\x00]*$"},message:"must match pattern \""+"^[^\\x00]*$"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
for(const key0 in data){
if(!(((key0 === "usd") || (key0 === "diem")) || (key0 === "vcu"))){
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
if(data.usd !== undefined){
if(!(validate60(data.usd, {instancePath:instancePath+"/usd",parentData:data,parentDataProperty:"usd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.diem !== undefined){
if(!(validate60(data.diem, {instancePath:instancePath+"/diem",parentData:data,parentDataProperty:"diem",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
if(data.vcu !== undefined){
if(!(validate60(data.vcu, {instancePath:instancePath+"/vcu",parentData:data,parentDataProperty:"vcu",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "EPOCH") || (data === "MONTH")) || (data === "LIFETIME"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema26.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "ALL") || (data === "PRIVATE_TEXT")) || (data === "PRIVATE_ONLY"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema27.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data === "string"){
if(func1(data) > 0){
const err0 = {instancePath,schemaPath:"#/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 0},message:"must NOT have more than 0 characters"};
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
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!(formats0.validate(data))){
const err2 = {instancePath,schemaPath:"#/anyOf/1/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
const _errs5 = errors;
if(typeof data === "string"){
if(!(formats2.validate(data))){
const err4 = {instancePath,schemaPath:"#/anyOf/2/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err5 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.signature === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "signature"},message:"must have required property '"+"signature"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.token === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.apiKeyType === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "apiKeyType"},message:"must have required property '"+"apiKeyType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema32.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.address !== undefined){
let data0 = data.address;
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
const err5 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
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
const err6 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.signature !== undefined){
let data1 = data.signature;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err7 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{130}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{130}$"+"\""};
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
const err8 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.token !== undefined){
let data2 = data.token;
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err9 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.apiKeyType !== undefined){
if(!(validate83(data.apiKeyType, {instancePath:instancePath+"/apiKeyType",parentData:data,parentDataProperty:"apiKeyType",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
}
if(data.description !== undefined){
if(!(validate85(data.description, {instancePath:instancePath+"/description",parentData:data,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
}
if(data.consumptionLimit !== undefined){
if(!(validate87(data.consumptionLimit, {instancePath:instancePath+"/consumptionLimit",parentData:data,parentDataProperty:"consumptionLimit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
}
if(data.limitPeriod !== undefined){
if(!(validate92(data.limitPeriod, {instancePath:instancePath+"/limitPeriod",parentData:data,parentDataProperty:"limitPeriod",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data.modelPrivacy !== undefined){
if(!(validate94(data.modelPrivacy, {instancePath:instancePath+"/modelPrivacy",parentData:data,parentDataProperty:"modelPrivacy",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.expiresAt !== undefined){
if(!(validate96(data.expiresAt, {instancePath:instancePath+"/expiresAt",parentData:data,parentDataProperty:"expiresAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.queueAudio_body = validate98;
const schema39 = {"type":"object","additionalProperties":false,"required":["model","prompt"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"prompt":{"type":"string","minLength":1,"maxLength":10000},"lyrics_prompt":{"type":"string","maxLength":10000},"duration_seconds":{"$ref":"openapi.json#/components/schemas/WholeSeconds"},"force_instrumental":{"type":"boolean"},"lyrics_optimizer":{"type":"boolean"},"loop":{"type":"boolean"},"voice":{"type":"string","maxLength":200},"language_code":{"type":"string","maxLength":20},"speed":{"type":"number","minimum":0.25,"maximum":4}}};
const schema40 = {"description":"A whole number of seconds, as a number or a digit string.","anyOf":[{"type":"integer","minimum":1,"maximum":86400},{"type":"string","pattern":"^[1-9][0-9]{0,4}$"}]};
const pattern8 = new RegExp("^[1-9][0-9]{0,4}$", "u");

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
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 86400 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err3 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,4}$"},message:"must match pattern \""+"^[1-9][0-9]{0,4}$"+"\""};
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
const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prompt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema39.properties, key0))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.prompt !== undefined){
let data1 = data.prompt;
if(typeof data1 === "string"){
if(func1(data1) > 10000){
const err6 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.lyrics_prompt !== undefined){
let data2 = data.lyrics_prompt;
if(typeof data2 === "string"){
if(func1(data2) > 10000){
const err9 = {instancePath:instancePath+"/lyrics_prompt",schemaPath:"#/properties/lyrics_prompt/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
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
const err10 = {instancePath:instancePath+"/lyrics_prompt",schemaPath:"#/properties/lyrics_prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.duration_seconds !== undefined){
if(!(validate99(data.duration_seconds, {instancePath:instancePath+"/duration_seconds",parentData:data,parentDataProperty:"duration_seconds",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.force_instrumental !== undefined){
if(typeof data.force_instrumental !== "boolean"){
const err11 = {instancePath:instancePath+"/force_instrumental",schemaPath:"#/properties/force_instrumental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.lyrics_optimizer !== undefined){
if(typeof data.lyrics_optimizer !== "boolean"){
const err12 = {instancePath:instancePath+"/lyrics_optimizer",schemaPath:"#/properties/lyrics_optimizer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.loop !== undefined){
if(typeof data.loop !== "boolean"){
const err13 = {instancePath:instancePath+"/loop",schemaPath:"#/properties/loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.voice !== undefined){
let data7 = data.voice;
if(typeof data7 === "string"){
if(func1(data7) > 200){
const err14 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err15 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.language_code !== undefined){
let data8 = data.language_code;
if(typeof data8 === "string"){
if(func1(data8) > 20){
const err16 = {instancePath:instancePath+"/language_code",schemaPath:"#/properties/language_code/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/language_code",schemaPath:"#/properties/language_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.speed !== undefined){
let data9 = data.speed;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 4 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9 < 0.25 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.25},message:"must be >= 0.25"};
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
const err20 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.retrieveAudio_body = validate101;
const schema41 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100},"delete_media_on_completion":{"type":"boolean","description":"Ask the provider to delete the audio once it has been delivered."}}};

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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "model") || (key0 === "queue_id")) || (key0 === "delete_media_on_completion"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.delete_media_on_completion !== undefined){
if(typeof data.delete_media_on_completion !== "boolean"){
const err9 = {instancePath:instancePath+"/delete_media_on_completion",schemaPath:"#/properties/delete_media_on_completion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.completeAudio_body = validate102;
const schema42 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100}}};

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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "model") || (key0 === "queue_id"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createSpeech_body = validate103;
const schema43 = {"$ref":"openapi.json#/components/schemas/SpeechRequest"};
const schema44 = {"type":"object","required":["input"],"additionalProperties":false,"properties":{"input":{"type":"string","minLength":1,"maxLength":4096,"description":"The text to speak."},"model":{"type":"string","minLength":1,"maxLength":200,"description":"A tts model id, trait or compatibility name (`tts-1`); default the `default` tts trait."},"voice":{"type":"string","minLength":1,"maxLength":512,"description":"One of the model's `voices`, or a name in its `voice_aliases` (OpenAI's `alloy`, `nova`, \u2026); default its `default_voice`."},"response_format":{"type":"string","enum":["mp3","opus","aac","flac","wav","pcm"],"description":"Default the model's `default_format`; one outside its `supported_formats` is a 400."},"speed":{"type":"number","minimum":0.25,"maximum":4,"description":"1 is normal; the model's `min_speed` and `max_speed` bound it."},"streaming":{"type":"boolean","default":false,"description":"Send the audio chunked as it is produced."},"stream_format":{"type":"string","enum":["audio"],"description":"Accepted for OpenAI clients; only raw audio streams are sent."},"language":{"type":"string","minLength":2,"maxLength":32,"description":"A language hint for models that take one."},"prompt":{"type":"string","maxLength":500,"description":"A style prompt for models that take one."},"instructions":{"type":"string","maxLength":4096,"description":"OpenAI's name for a style prompt; passed on like `prompt`."},"temperature":{"type":"number","minimum":0,"maximum":2},"top_p":{"type":"number","minimum":0,"maximum":1}},"example":{"model":"tts","input":"Hello from the speech endpoint.","voice":"en","response_format":"mp3"}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema44.properties, key0))){
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
if(data.input !== undefined){
let data0 = data.input;
if(typeof data0 === "string"){
if(func1(data0) > 4096){
const err2 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.model !== undefined){
let data1 = data.model;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.voice !== undefined){
let data2 = data.voice;
if(typeof data2 === "string"){
if(func1(data2) > 512){
const err8 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.response_format !== undefined){
let data3 = data.response_format;
if(typeof data3 !== "string"){
const err11 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data3 === "mp3") || (data3 === "opus")) || (data3 === "aac")) || (data3 === "flac")) || (data3 === "wav")) || (data3 === "pcm"))){
const err12 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/enum",keyword:"enum",params:{allowedValues: schema44.properties.response_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.speed !== undefined){
let data4 = data.speed;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0.25 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.25},message:"must be >= 0.25"};
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
const err15 = {instancePath:instancePath+"/speed",schemaPath:"#/properties/speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.streaming !== undefined){
if(typeof data.streaming !== "boolean"){
const err16 = {instancePath:instancePath+"/streaming",schemaPath:"#/properties/streaming/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.stream_format !== undefined){
let data6 = data.stream_format;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/stream_format",schemaPath:"#/properties/stream_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(data6 === "audio")){
const err18 = {instancePath:instancePath+"/stream_format",schemaPath:"#/properties/stream_format/enum",keyword:"enum",params:{allowedValues: schema44.properties.stream_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.language !== undefined){
let data7 = data.language;
if(typeof data7 === "string"){
if(func1(data7) > 32){
const err19 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data7) < 2){
const err20 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
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
const err21 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.prompt !== undefined){
let data8 = data.prompt;
if(typeof data8 === "string"){
if(func1(data8) > 500){
const err22 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err23 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.instructions !== undefined){
let data9 = data.instructions;
if(typeof data9 === "string"){
if(func1(data9) > 4096){
const err24 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.temperature !== undefined){
let data10 = data.temperature;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.top_p !== undefined){
let data11 = data.top_p;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err30 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate104(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.queueVoiceChanger_body = validate106;
const schema45 = {"$ref":"openapi.json#/components/schemas/VoiceChangerUrlRequest"};
const schema46 = {"type":"object","description":"A voice-changer job whose source audio is fetched from `audio_url`.","additionalProperties":false,"required":["model"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200,"description":"A voice-changer model."},"audio_url":{"type":"string","minLength":1,"maxLength":2048,"description":"The source audio: a public http(s) URL (exactly one of `audio_url` and a multipart `file`)."},"voice":{"type":"string","minLength":1,"maxLength":60,"description":"The voice to speak with; default the model's `default_voice`."},"remove_background_noise":{"type":"boolean","description":"Remove background noise first (models with `supports_background_noise_removal`)."},"seed":{"type":"integer","minimum":0,"maximum":4294967295,"description":"For repeatable output (models with `supports_seed`)."}}};

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
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "model") || (key0 === "audio_url")) || (key0 === "voice")) || (key0 === "remove_background_noise")) || (key0 === "seed"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.audio_url !== undefined){
let data1 = data.audio_url;
if(typeof data1 === "string"){
if(func1(data1) > 2048){
const err5 = {instancePath:instancePath+"/audio_url",schemaPath:"#/properties/audio_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/audio_url",schemaPath:"#/properties/audio_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/audio_url",schemaPath:"#/properties/audio_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.voice !== undefined){
let data2 = data.voice;
if(typeof data2 === "string"){
if(func1(data2) > 60){
const err8 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err10 = {instancePath:instancePath+"/voice",schemaPath:"#/properties/voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.remove_background_noise !== undefined){
if(typeof data.remove_background_noise !== "boolean"){
const err11 = {instancePath:instancePath+"/remove_background_noise",schemaPath:"#/properties/remove_background_noise/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.seed !== undefined){
let data4 = data.seed;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4294967295 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate107(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.retrieveVoiceChanger_body = validate109;
const schema47 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100},"delete_media_on_completion":{"type":"boolean","description":"Ask the provider to delete the audio once it has been delivered."}}};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "model") || (key0 === "queue_id")) || (key0 === "delete_media_on_completion"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.delete_media_on_completion !== undefined){
if(typeof data.delete_media_on_completion !== "boolean"){
const err9 = {instancePath:instancePath+"/delete_media_on_completion",schemaPath:"#/properties/delete_media_on_completion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.completeVoiceChanger_body = validate110;
const schema48 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "model") || (key0 === "queue_id"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.webScrape_body = validate111;
const schema49 = {"$ref":"openapi.json#/components/schemas/WebScrapeRequest"};
const schema50 = {"type":"object","required":["url"],"additionalProperties":false,"properties":{"url":{"type":"string","format":"uri","maxLength":2048,"description":"A public http(s) URL."}},"example":{"url":"https://example.com/"}};
const formats10 = /^(?:[dD][aA][tT][aA]:[A-Za-z0-9\-._~:/?@!$&'()*+;=%]{0,256},|(?![dD][aA][tT][aA]:)(?!.{0,65536}%(?![0-9A-Fa-f]{2}))[A-Za-z][A-Za-z0-9+.-]{0,31}:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]{0,65536}$)/;

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "url")){
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
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats10.test(data0))){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate112(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.webSearch_body = validate114;
const schema51 = {"$ref":"openapi.json#/components/schemas/WebSearchRequest"};
const schema52 = {"type":"object","required":["query"],"additionalProperties":false,"properties":{"query":{"type":"string","minLength":1,"maxLength":400},"limit":{"type":"integer","minimum":1,"maximum":20,"default":10},"search_provider":{"type":"string","enum":["google","brave"],"description":"Which provider answers; without it, the operator's default (config/augment.yaml)."}},"example":{"query":"tide tables explained","limit":5}};

function validate115(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate115.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "query") || (key0 === "limit")) || (key0 === "search_provider"))){
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
if(data.query !== undefined){
let data0 = data.query;
if(typeof data0 === "string"){
if(func1(data0) > 400){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/maxLength",keyword:"maxLength",params:{limit: 400},message:"must NOT have more than 400 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.limit !== undefined){
let data1 = data.limit;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 20 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.search_provider !== undefined){
let data2 = data.search_provider;
if(typeof data2 !== "string"){
const err8 = {instancePath:instancePath+"/search_provider",schemaPath:"#/properties/search_provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data2 === "google") || (data2 === "brave"))){
const err9 = {instancePath:instancePath+"/search_provider",schemaPath:"#/properties/search_provider/enum",keyword:"enum",params:{allowedValues: schema52.properties.search_provider.enum},message:"must be equal to one of the allowed values"};
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
validate115.errors = vErrors;
return errors === 0;
}
validate115.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate115(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors);
errors = vErrors.length;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createBillingCredit_body = validate117;
const schema53 = {"type":"object","additionalProperties":false,"required":["amountUsd","reason","externalId"],"properties":{"accountId":{"$ref":"openapi.json#/components/schemas/Uuid"},"amountUsd":{"type":"number","minimum":0.000001,"maximum":1000000,"description":"USD; rounded to the micro-dollar (6 decimals)."},"reason":{"type":"string","minLength":1,"maxLength":500,"pattern":"^[^\\x00]*$"},"externalId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Your reference for this credit (an invoice id)."}}};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats4.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern11 = new RegExp("^[A-Za-z0-9._:-]+$", "u");

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amountUsd === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amountUsd"},message:"must have required property '"+"amountUsd"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.externalId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "accountId") || (key0 === "amountUsd")) || (key0 === "reason")) || (key0 === "externalId"))){
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
if(data.accountId !== undefined){
if(!(validate118(data.accountId, {instancePath:instancePath+"/accountId",parentData:data,parentDataProperty:"accountId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
}
if(data.amountUsd !== undefined){
let data1 = data.amountUsd;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000000 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/amountUsd",schemaPath:"#/properties/amountUsd/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0.000001 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/amountUsd",schemaPath:"#/properties/amountUsd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.000001},message:"must be >= 0.000001"};
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
const err6 = {instancePath:instancePath+"/amountUsd",schemaPath:"#/properties/amountUsd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data2)){
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/pattern",keyword:"pattern",params:{pattern: "^[^\\x00]*$"},message:"must match pattern \""+"^[^\\x00]*$"+"\""};
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
const err10 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.externalId !== undefined){
let data3 = data.externalId;
if(typeof data3 === "string"){
if(func1(data3) > 128){
const err11 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern11.test(data3)){
const err13 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""};
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
const err14 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createChatCompletion_body = validate120;
const schema55 = {"$ref":"openapi.json#/components/schemas/ChatCompletionRequest"};
const schema56 = {"type":"object","description":"An explicit `null` for an optional parameter means the parameter is not set, as in OpenAI's API.","required":["model","messages"],"additionalProperties":false,"properties":{"model":{"type":"string","description":"A model id, a trait (`default`, \u2026) or a compatibility name (`gpt-4o`, \u2026). Feature suffixes\n`<model>:<parameter>=<value>[&\u2026]` set `service_parameters`, e.g. `my-model:strip_thinking_response=true`.\n"},"messages":{"type":"array","minItems":1,"maxItems":4096,"description":"At most 4,096 messages, 1,024 content parts in one message, and 4,096 content parts and tool calls in all (a 400 INVALID_REQUEST names the limit).","items":{"$ref":"openapi.json#/components/schemas/ChatMessage"}},"frequency_penalty":{"type":["number","null"],"minimum":-2,"maximum":2,"default":0},"presence_penalty":{"type":["number","null"],"minimum":-2,"maximum":2,"default":0},"logprobs":{"type":["boolean","null"],"description":"Not supported by all models (capabilities.supportsLogProbs)."},"top_logprobs":{"type":["integer","null"],"minimum":0},"max_completion_tokens":{"type":["integer","null"],"description":"Upper bound on generated tokens, reasoning tokens included. Wins over max_tokens."},"max_tokens":{"type":["integer","null"],"deprecated":true,"description":"Use max_completion_tokens. Values of 0 or less are ignored and the model default is used."},"max_temp":{"type":["number","null"],"minimum":0,"maximum":2,"description":"Upper bound for dynamic temperature scaling."},"min_temp":{"type":["number","null"],"minimum":0,"maximum":2,"description":"Lower bound for dynamic temperature scaling."},"temperature":{"type":["number","null"],"minimum":0,"maximum":2},"top_p":{"type":["number","null"],"minimum":0,"maximum":1},"top_k":{"type":["integer","null"],"minimum":0},"min_p":{"type":["number","null"],"minimum":0,"maximum":1,"description":"Tokens below this probability are filtered out."},"repetition_penalty":{"type":["number","null"],"minimum":0,"description":"1.0 means no penalty; above 1.0 discourages repetition."},"n":{"type":["integer","null"],"minimum":1,"default":1,"description":"Number of choices. Charges follow the tokens of all choices."},"seed":{"type":["integer","null"],"exclusiveMinimum":0},"stop":{"description":"Up to 4 stop sequences.","oneOf":[{"type":"string"},{"type":"array","minItems":1,"maxItems":4,"items":{"type":"string"}},{"type":"null"}]},"stop_token_ids":{"type":["array","null"],"items":{"type":"number"}},"stream":{"type":["boolean","null"],"default":false},"stream_options":{"type":["object","null"],"properties":{"include_usage":{"type":"boolean","description":"Absent or true: the stream ends with a chunk of empty `choices` that carries `usage` and `cost`; when false, that chunk is not sent."}}},"reasoning":{"anyOf":[{"$ref":"openapi.json#/components/schemas/Reasoning"},{"type":"null"}]},"reasoning_effort":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ReasoningEffort"},{"type":"null"}]},"verbosity":{"anyOf":[{"$ref":"openapi.json#/components/schemas/Verbosity"},{"type":"null"}]},"text":{"type":["object","null"],"properties":{"verbosity":{"$ref":"openapi.json#/components/schemas/Verbosity"}}},"prompt_cache_key":{"type":["string","null"],"description":"Routing hint that improves cache hits across turns of one conversation."},"prompt_cache_retention":{"type":["string","null"],"enum":["default","extended","24h",null]},"fallbacks":{"anyOf":[{"$ref":"openapi.json#/components/schemas/Fallbacks"},{"type":"null"}]},"user":{"type":["string","null"],"description":"Accepted and discarded."},"store":{"type":["boolean","null"],"description":"Accepted for compatibility; unused."},"include":{"type":["array","null"],"items":{"type":"string"}},"metadata":{"type":["object","null"],"additionalProperties":{"type":"string"}},"parallel_tool_calls":{"type":["boolean","null"],"default":true},"response_format":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ResponseFormat"},{"type":"null"}]},"tool_choice":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ChatToolChoice"},{"type":"null"}]},"tools":{"type":["array","null"],"maxItems":128,"description":"Function tools are callable; `web_search` lets the model search, as `enable_web_search` `auto` does (unless that is `on`); `x_search` asks for X search, as `enable_x_search` does. At most 128 tools; their JSON schemas (and `response_format`'s) hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all (a 400 INVALID_REQUEST names the limit).","items":{"$ref":"openapi.json#/components/schemas/ChatTool"}},"service_parameters":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ChatServiceParameters"},{"type":"null"}]}},"example":{"model":"debug-tiny-chat","messages":[{"role":"system","content":"You are terse."},{"role":"user","content":"Say hello."}],"max_completion_tokens":32,"temperature":0.7}};
const schema57 = {"type":"object","oneOf":[{"$ref":"openapi.json#/components/schemas/ChatUserMessage"},{"$ref":"openapi.json#/components/schemas/ChatAssistantMessage"},{"$ref":"openapi.json#/components/schemas/ChatToolMessage"},{"$ref":"openapi.json#/components/schemas/ChatSystemMessage"},{"$ref":"openapi.json#/components/schemas/ChatDeveloperMessage"},{"$ref":"openapi.json#/components/schemas/ChatFunctionMessage"}],"discriminator":{"propertyName":"role"}};
const schema58 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","enum":["user"],"description":"discriminator enum property added by openapi-typescript"},"content":{"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"$ref":"openapi.json#/components/schemas/ChatUserContentPart"}}]},"name":{"type":["string","null"]}}};
const schema59 = {"type":"object","oneOf":[{"$ref":"openapi.json#/components/schemas/ChatTextPart"},{"$ref":"openapi.json#/components/schemas/ChatImagePart"},{"$ref":"openapi.json#/components/schemas/ChatAudioPart"},{"$ref":"openapi.json#/components/schemas/ChatVideoPart"},{"$ref":"openapi.json#/components/schemas/ChatFilePart"}],"discriminator":{"propertyName":"type"}};
const schema60 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","enum":["text"],"description":"discriminator enum property added by openapi-typescript"},"text":{"type":"string","minLength":1},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};
const schema61 = {"type":"object","description":"Marks the end of a prompt prefix the upstream may cache. Passed on unchanged, with\n`prompt_cache_key` and `prompt_cache_retention`, to upstream models whose route takes them;\nthe embedded engine ignores it (it reuses the prefix its previous request left by itself).\n","required":["type"],"properties":{"type":{"type":"string","const":"ephemeral"},"ttl":{"type":"string","description":"Extended cache duration (beta)."}}};

function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("ephemeral" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ephemeral"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ttl !== undefined){
if(typeof data.ttl !== "string"){
const err3 = {instancePath:instancePath+"/ttl",schemaPath:"#/properties/ttl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":{"type":true,"ttl":true},"dynamicProps":false,"dynamicItems":false};


function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "text")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema60.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
let data1 = data.text;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"type":true,"text":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema62 = {"type":"object","required":["type","image_url"],"properties":{"type":{"type":"string","enum":["image_url"],"description":"discriminator enum property added by openapi-typescript"},"image_url":{"type":"object","required":["url"],"properties":{"url":{"$ref":"openapi.json#/components/schemas/CallerUrl","description":"A data URL with a base64 image, or a public http(s) URL. At least 64 pixels square."},"detail":{"type":"string","enum":["auto","low","high"]}}},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};
const schema63 = {"type":"string","format":"uri","maxLength":34952798,"pattern":"^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)","description":"An http(s) URL (at most 65,536 characters) or a data URL of at most 25 MB (34,952,798 characters, its header at most 262 of them). Other schemes, and longer URLs, are refused with a 400."};
const pattern12 = new RegExp("^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)", "u");

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 34952798){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 34952798},message:"must NOT have more than 34952798 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern12.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"},message:"must match pattern \""+"^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats10.test(data))){
const err2 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.image_url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "image_url")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema62.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.image_url !== undefined){
let data1 = data.image_url;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.url === undefined){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.url !== undefined){
if(!(validate129(data1.url, {instancePath:instancePath+"/image_url/url",parentData:data1,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
if(data1.detail !== undefined){
let data3 = data1.detail;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data3 === "auto") || (data3 === "low")) || (data3 === "high"))){
const err6 = {instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/properties/detail/enum",keyword:"enum",params:{allowedValues: schema62.properties.image_url.properties.detail.enum},message:"must be equal to one of the allowed values"};
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
else {
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
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
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":{"type":true,"image_url":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema64 = {"type":"object","required":["type","input_audio"],"properties":{"type":{"type":"string","enum":["input_audio"],"description":"discriminator enum property added by openapi-typescript"},"input_audio":{"type":"object","required":["data"],"properties":{"data":{"type":"string","description":"Base64 audio; URLs are not supported."},"format":{"type":"string","enum":["wav","mp3","aiff","aac","ogg","flac","m4a","pcm16","pcm24"],"default":"wav"}}},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input_audio === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_audio"},message:"must have required property '"+"input_audio"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "input_audio")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema64.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input_audio !== undefined){
let data1 = data.input_audio;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.data === undefined){
const err4 = {instancePath:instancePath+"/input_audio",schemaPath:"#/properties/input_audio/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.data !== undefined){
if(typeof data1.data !== "string"){
const err5 = {instancePath:instancePath+"/input_audio/data",schemaPath:"#/properties/input_audio/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.format !== undefined){
let data3 = data1.format;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/input_audio/format",schemaPath:"#/properties/input_audio/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((data3 === "wav") || (data3 === "mp3")) || (data3 === "aiff")) || (data3 === "aac")) || (data3 === "ogg")) || (data3 === "flac")) || (data3 === "m4a")) || (data3 === "pcm16")) || (data3 === "pcm24"))){
const err7 = {instancePath:instancePath+"/input_audio/format",schemaPath:"#/properties/input_audio/properties/format/enum",keyword:"enum",params:{allowedValues: schema64.properties.input_audio.properties.format.enum},message:"must be equal to one of the allowed values"};
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
const err8 = {instancePath:instancePath+"/input_audio",schemaPath:"#/properties/input_audio/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"type":true,"input_audio":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema65 = {"type":"object","required":["type","video_url"],"properties":{"type":{"type":"string","enum":["video_url"],"description":"discriminator enum property added by openapi-typescript"},"video_url":{"type":"object","required":["url"],"properties":{"url":{"$ref":"openapi.json#/components/schemas/CallerUrl","description":"A public http(s) URL or a base64 data URL (mp4, mpeg, mov, webm). At most 3 videos per request."}}},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.video_url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "video_url"},message:"must have required property '"+"video_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "video_url")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema65.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.video_url !== undefined){
let data1 = data.video_url;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.url === undefined){
const err4 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.url !== undefined){
if(!(validate129(data1.url, {instancePath:instancePath+"/video_url/url",parentData:data1,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
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
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":{"type":true,"video_url":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema66 = {"type":"object","required":["type","file"],"properties":{"type":{"type":"string","enum":["file"],"description":"discriminator enum property added by openapi-typescript"},"file":{"type":"object","required":["file_data"],"properties":{"file_data":{"$ref":"openapi.json#/components/schemas/CallerUrl","description":"A data URL or a public http(s) URL. The file reaches the model as text: PDF, DOCX,\nPPTX, XLSX, XLS, ODS, EPUB and HTML are extracted as POST /augment/text-parser does\n(a damaged file is a 400 FILE_UNREADABLE, another binary kind a 415\nUNSUPPORTED_FILE_TYPE); text formats (plain text, Markdown, CSV, JSON, source code)\nare used as they are. A URL is fetched only when it is public (400 URL_NOT_ALLOWED\notherwise).\n"},"filename":{"type":"string","description":"Display only."}}},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};

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
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.file === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "file")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema66.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.file !== undefined){
let data1 = data.file;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.file_data === undefined){
const err4 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/required",keyword:"required",params:{missingProperty: "file_data"},message:"must have required property '"+"file_data"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.file_data !== undefined){
if(!(validate129(data1.file_data, {instancePath:instancePath+"/file/file_data",parentData:data1,parentDataProperty:"file_data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
if(data1.filename !== undefined){
if(typeof data1.filename !== "string"){
const err5 = {instancePath:instancePath+"/file/filename",schemaPath:"#/properties/file/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err6 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
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
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":{"type":true,"file":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};


function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate124.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
props0.cache_control = true;
}
else if(tag0 === "image_url"){
if(!(validate128(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
props0.cache_control = true;
}
}
else if(tag0 === "input_audio"){
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.input_audio = true;
props0.cache_control = true;
}
}
else if(tag0 === "video_url"){
if(!(validate134(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate134.errors : vErrors.concat(validate134.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.video_url = true;
props0.cache_control = true;
}
}
else if(tag0 === "file"){
if(!(validate137(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.file = true;
props0.cache_control = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate124.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate124.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "user")){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema58.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(Array.isArray(data1)){
if(data1.length > 1024){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate124(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate124.errors : vErrors.concat(validate124.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
}
if(data.name !== undefined){
let data3 = data.name;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema58.properties.name.type},message:"must be string,null"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","description":"A previous answer of the model, as OpenAI clients replay it: content (text, or text and\nrefusal parts), tool_calls, or neither (`content: null` with no calls reads as an empty\nanswer; a `refusal` as the text of the answer). `audio` and `function_call` are accepted.\n","required":["role"],"properties":{"role":{"type":"string","enum":["assistant"],"description":"discriminator enum property added by openapi-typescript"},"content":{"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"$ref":"openapi.json#/components/schemas/ChatAssistantContentPart"}},{"type":"null"}]},"refusal":{"type":["string","null"]},"audio":{"type":["object","null"],"description":"A previous audio answer, by id; this service has no audio to look up, so it reaches the model as nothing.","required":["id"],"properties":{"id":{"type":"string"}}},"function_call":{"type":["object","null"],"description":"Deprecated; the call reaches the model as a tool call.","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string"}}},"name":{"type":["string","null"]},"reasoning_content":{"type":["string","null"]},"reasoning_details":{"type":"array","description":"Pass back unchanged on multi-turn tool-call conversations.","items":{"$ref":"openapi.json#/components/schemas/ReasoningDetail"}},"thought_signature":{"type":["string","null"],"description":"Pass back unchanged."},"tool_calls":{"type":["array","null"],"maxItems":128,"items":{"$ref":"openapi.json#/components/schemas/ToolCall"}}}};
const schema68 = {"type":"object","oneOf":[{"$ref":"openapi.json#/components/schemas/ChatTextPart"},{"$ref":"openapi.json#/components/schemas/ChatRefusalPart"}],"discriminator":{"propertyName":"type"}};
const schema69 = {"type":"object","description":"A refusal the model gave, as OpenAI clients replay it in an assistant message.","required":["type","refusal"],"properties":{"type":{"type":"string","enum":["refusal"],"description":"discriminator enum property added by openapi-typescript"},"refusal":{"type":"string"}}};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate148.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.refusal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refusal"},message:"must have required property '"+"refusal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "refusal")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema69.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.refusal !== undefined){
if(typeof data.refusal !== "string"){
const err4 = {instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}
validate148.evaluated = {"props":{"type":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "text"){
if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.text = true;
props0.cache_control = true;
}
else if(tag0 === "refusal"){
if(!(validate148(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate148.errors : vErrors.concat(validate148.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate147.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate147.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema70 = {"type":"object","required":["type"],"properties":{"type":{"type":"string"},"data":{"type":"string"},"format":{"type":"string"},"id":{"type":"string"},"index":{"type":"integer"},"text":{"type":"string"}}};

function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate152.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.format !== undefined){
if(typeof data.format !== "string"){
const err3 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.index !== undefined){
let data4 = data.index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err5 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate152.errors = vErrors;
return errors === 0;
}
validate152.evaluated = {"props":{"type":true,"data":true,"format":true,"id":true,"index":true,"text":true},"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","description":"A call the model asks the client to make; `arguments` is a JSON string.","required":["id","type","function"],"properties":{"id":{"type":"string"},"type":{"type":"string","const":"function"},"function":{"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string"}}}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.function === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("function" !== data1){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.function !== undefined){
let data2 = data.function;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err6 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.arguments === undefined){
const err7 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err8 = {instancePath:instancePath+"/function/name",schemaPath:"#/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.arguments !== undefined){
if(typeof data2.arguments !== "string"){
const err9 = {instancePath:instancePath+"/function/arguments",schemaPath:"#/properties/function/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/function",schemaPath:"#/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate154.errors = vErrors;
return errors === 0;
}
validate154.evaluated = {"props":{"id":true,"type":true,"function":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "assistant")){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema67.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(Array.isArray(data1)){
if(data1.length > 1024){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate147(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs10 = errors;
if(data1 !== null){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
}
if(data.refusal !== undefined){
let data3 = data.refusal;
if((typeof data3 !== "string") && (data3 !== null)){
const err8 = {instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: schema67.properties.refusal.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.audio !== undefined){
let data4 = data.audio;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err9 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: schema67.properties.audio.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err10 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.id !== undefined){
if(typeof data4.id !== "string"){
const err11 = {instancePath:instancePath+"/audio/id",schemaPath:"#/properties/audio/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data.function_call !== undefined){
let data6 = data.function_call;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (data6 !== null)){
const err12 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/type",keyword:"type",params:{type: schema67.properties.function_call.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err13 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.arguments === undefined){
const err14 = {instancePath:instancePath+"/function_call",schemaPath:"#/properties/function_call/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err15 = {instancePath:instancePath+"/function_call/name",schemaPath:"#/properties/function_call/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.arguments !== undefined){
if(typeof data6.arguments !== "string"){
const err16 = {instancePath:instancePath+"/function_call/arguments",schemaPath:"#/properties/function_call/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
}
if(data.name !== undefined){
let data9 = data.name;
if((typeof data9 !== "string") && (data9 !== null)){
const err17 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema67.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.reasoning_content !== undefined){
let data10 = data.reasoning_content;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/reasoning_content",schemaPath:"#/properties/reasoning_content/type",keyword:"type",params:{type: schema67.properties.reasoning_content.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.reasoning_details !== undefined){
let data11 = data.reasoning_details;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(!(validate152(data11[i1], {instancePath:instancePath+"/reasoning_details/" + i1,parentData:data11,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/reasoning_details",schemaPath:"#/properties/reasoning_details/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.thought_signature !== undefined){
let data13 = data.thought_signature;
if((typeof data13 !== "string") && (data13 !== null)){
const err20 = {instancePath:instancePath+"/thought_signature",schemaPath:"#/properties/thought_signature/type",keyword:"type",params:{type: schema67.properties.thought_signature.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data14 = data.tool_calls;
if((!(Array.isArray(data14))) && (data14 !== null)){
const err21 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: schema67.properties.tool_calls.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(Array.isArray(data14)){
if(data14.length > 128){
const err22 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
if(!(validate154(data14[i2], {instancePath:instancePath+"/tool_calls/" + i2,parentData:data14,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":{"role":true,"content":true,"refusal":true,"audio":true,"function_call":true,"name":true,"reasoning_content":true,"reasoning_details":true,"thought_signature":true,"tool_calls":true},"dynamicProps":false,"dynamicItems":false};

const schema72 = {"type":"object","required":["role","content","tool_call_id"],"properties":{"role":{"type":"string","enum":["tool"],"description":"discriminator enum property added by openapi-typescript"},"content":{"$ref":"openapi.json#/components/schemas/ChatTextContent"},"tool_call_id":{"type":"string"},"name":{"type":["string","null"]},"reasoning_content":{"type":["string","null"]},"tool_calls":{"type":["array","null"],"maxItems":128,"items":{"$ref":"openapi.json#/components/schemas/ToolCall"}}}};
const schema73 = {"description":"A string, or an array of text parts.","oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"$ref":"openapi.json#/components/schemas/ChatTextPart"}}]};

function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(Array.isArray(data)){
if(data.length > 1024){
const err1 = {instancePath,schemaPath:"#/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
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
if(!(validate125(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var items0 = true;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate157.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate157.evaluated = {"dynamicProps":false,"dynamicItems":true};


function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tool_call_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === "tool")){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema72.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate157(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
}
if(data.tool_call_id !== undefined){
if(typeof data.tool_call_id !== "string"){
const err5 = {instancePath:instancePath+"/tool_call_id",schemaPath:"#/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema72.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.reasoning_content !== undefined){
let data4 = data.reasoning_content;
if((typeof data4 !== "string") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/reasoning_content",schemaPath:"#/properties/reasoning_content/type",keyword:"type",params:{type: schema72.properties.reasoning_content.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.tool_calls !== undefined){
let data5 = data.tool_calls;
if((!(Array.isArray(data5))) && (data5 !== null)){
const err8 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/type",keyword:"type",params:{type: schema72.properties.tool_calls.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Array.isArray(data5)){
if(data5.length > 128){
const err9 = {instancePath:instancePath+"/tool_calls",schemaPath:"#/properties/tool_calls/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate154(data5[i0], {instancePath:instancePath+"/tool_calls/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
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
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":{"role":true,"content":true,"tool_call_id":true,"name":true,"reasoning_content":true,"tool_calls":true},"dynamicProps":false,"dynamicItems":false};

const schema74 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","enum":["system"],"description":"discriminator enum property added by openapi-typescript"},"content":{"$ref":"openapi.json#/components/schemas/ChatTextContent"},"name":{"type":["string","null"]}}};

function validate161(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate161.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "system")){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema74.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate157(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data2 = data.name;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema74.properties.name.type},message:"must be string,null"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate161.errors = vErrors;
return errors === 0;
}
validate161.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema75 = {"type":"object","description":"High-level instructions for reasoning models.","required":["role","content"],"properties":{"role":{"type":"string","enum":["developer"],"description":"discriminator enum property added by openapi-typescript"},"content":{"$ref":"openapi.json#/components/schemas/ChatTextContent"},"name":{"type":["string","null"]}}};

function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "developer")){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema75.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate157(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data2 = data.name;
if((typeof data2 !== "string") && (data2 !== null)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: schema75.properties.name.type},message:"must be string,null"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate163.errors = vErrors;
return errors === 0;
}
validate163.evaluated = {"props":{"role":true,"content":true,"name":true},"dynamicProps":false,"dynamicItems":false};

const schema76 = {"type":"object","description":"Deprecated (before tool messages); a function's result, which reaches the model as a tool message.","required":["role","name","content"],"properties":{"role":{"type":"string","enum":["function"],"description":"discriminator enum property added by openapi-typescript"},"name":{"type":"string"},"content":{"type":["string","null"]}}};

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate165.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.content === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === "function")){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema76.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
if((typeof data2 !== "string") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema76.properties.content.type},message:"must be string,null"};
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
validate165.errors = vErrors;
return errors === 0;
}
validate165.evaluated = {"props":{"role":true,"name":true,"content":true},"dynamicProps":false,"dynamicItems":false};


function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.role;
if(typeof tag0 == "string"){
if(tag0 === "user"){
if(!(validate123(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
var props0 = {};
props0.role = true;
props0.content = true;
props0.name = true;
}
else if(tag0 === "assistant"){
if(!(validate146(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.refusal = true;
props0.audio = true;
props0.function_call = true;
props0.name = true;
props0.reasoning_content = true;
props0.reasoning_details = true;
props0.thought_signature = true;
props0.tool_calls = true;
}
}
else if(tag0 === "tool"){
if(!(validate156(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.tool_call_id = true;
props0.name = true;
props0.reasoning_content = true;
props0.tool_calls = true;
}
}
else if(tag0 === "system"){
if(!(validate161(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate161.errors : vErrors.concat(validate161.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.name = true;
}
}
else if(tag0 === "developer"){
if(!(validate163(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.content = true;
props0.name = true;
}
}
else if(tag0 === "function"){
if(!(validate165(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.role = true;
props0.name = true;
props0.content = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "role", tagValue: tag0},message:"value of tag \"role\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "role", tagValue: tag0},message:"tag \"role\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate122.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate122.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema77 = {"type":"object","description":"Reasoning settings for models that support them.","properties":{"effort":{"$ref":"openapi.json#/components/schemas/ReasoningEffort"},"summary":{"type":"string","enum":["auto","concise","detailed"]}}};
const schema78 = {"type":"string","enum":["none","minimal","low","medium","high","xhigh","max"]};

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data === "none") || (data === "minimal")) || (data === "low")) || (data === "medium")) || (data === "high")) || (data === "xhigh")) || (data === "max"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema78.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.effort !== undefined){
if(!(validate174(data.effort, {instancePath:instancePath+"/effort",parentData:data,parentDataProperty:"effort",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
}
if(data.summary !== undefined){
let data1 = data.summary;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data1 === "auto") || (data1 === "concise")) || (data1 === "detailed"))){
const err1 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/enum",keyword:"enum",params:{allowedValues: schema77.properties.summary.enum},message:"must be equal to one of the allowed values"};
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
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"props":{"effort":true,"summary":true},"dynamicProps":false,"dynamicItems":false};

const schema79 = {"type":"string","enum":["low","medium","high","auto"]};

function validate178(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate178.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "low") || (data === "medium")) || (data === "high")) || (data === "auto"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate178.errors = vErrors;
return errors === 0;
}
validate178.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema80 = {"type":"array","maxItems":10,"description":"Models to try, in order, when the requested model fails with a retryable error (overloaded,\nunreachable, timed out). A fallback that cannot take the request's features is skipped.\n","items":{"type":"object","required":["model"],"properties":{"model":{"type":"string","description":"A model id, trait or compatibility name."}}}};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 10){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.model === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.model !== undefined){
if(typeof data0.model !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/model",schemaPath:"#/items/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema81 = {"type":"object","oneOf":[{"$ref":"openapi.json#/components/schemas/ResponseFormatJsonSchema"},{"$ref":"openapi.json#/components/schemas/ResponseFormatJsonObject"},{"$ref":"openapi.json#/components/schemas/ResponseFormatText"}],"discriminator":{"propertyName":"type"}};
const schema82 = {"type":"object","required":["type","json_schema"],"properties":{"type":{"type":"string","enum":["json_schema"],"description":"discriminator enum property added by openapi-typescript"},"json_schema":{"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"schema":{"type":"object","additionalProperties":true},"strict":{"type":["boolean","null"]}}}}};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.json_schema === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "json_schema"},message:"must have required property '"+"json_schema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "json_schema")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema82.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.json_schema !== undefined){
let data1 = data.json_schema;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err4 = {instancePath:instancePath+"/json_schema/name",schemaPath:"#/properties/json_schema/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.description !== undefined){
if(typeof data1.description !== "string"){
const err5 = {instancePath:instancePath+"/json_schema/description",schemaPath:"#/properties/json_schema/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.schema !== undefined){
let data4 = data1.schema;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
}
else {
const err6 = {instancePath:instancePath+"/json_schema/schema",schemaPath:"#/properties/json_schema/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.strict !== undefined){
let data5 = data1.strict;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err7 = {instancePath:instancePath+"/json_schema/strict",schemaPath:"#/properties/json_schema/properties/strict/type",keyword:"type",params:{type: schema82.properties.json_schema.properties.strict.type},message:"must be boolean,null"};
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
const err8 = {instancePath:instancePath+"/json_schema",schemaPath:"#/properties/json_schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":{"type":true,"json_schema":true},"dynamicProps":false,"dynamicItems":false};

const schema83 = {"type":"object","description":"Deprecated; use json_schema.","required":["type"],"properties":{"type":{"type":"string","enum":["json_object"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "json_object")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema83.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema84 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["text"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate186.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "text")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema84.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate186.errors = vErrors;
return errors === 0;
}
validate186.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};


function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "json_schema"){
if(!(validate184(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate184.errors : vErrors.concat(validate184.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.json_schema = true;
}
else if(tag0 === "json_object"){
if(!(validate185(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "text"){
if(!(validate186(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate183.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate183.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema85 = {"description":"`none`, `auto`, `required`, or one named function.","oneOf":[{"type":"string","enum":["none","auto","required"]},{"type":"object","required":["type","function"],"properties":{"type":{"type":"string","const":"function"},"function":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}}}}]};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "none") || (data === "auto")) || (data === "required"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema85.oneOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.function === undefined){
const err3 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("function" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.function !== undefined){
let data1 = data.function;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err6 = {instancePath:instancePath+"/function",schemaPath:"#/oneOf/1/properties/function/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.name !== undefined){
if(typeof data1.name !== "string"){
const err7 = {instancePath:instancePath+"/function/name",schemaPath:"#/oneOf/1/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/function",schemaPath:"#/oneOf/1/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var props0 = {};
props0.type = true;
props0.function = true;
}
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate191.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate191.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema86 = {"type":"object","oneOf":[{"$ref":"openapi.json#/components/schemas/ChatFunctionTool"},{"$ref":"openapi.json#/components/schemas/ChatWebSearchTool"},{"$ref":"openapi.json#/components/schemas/ChatXSearchTool"}],"discriminator":{"propertyName":"type"}};
const schema87 = {"type":"object","required":["type","function"],"properties":{"type":{"type":"string","enum":["function"],"description":"discriminator enum property added by openapi-typescript"},"function":{"$ref":"openapi.json#/components/schemas/FunctionDefinition"},"id":{"type":"string"}}};
const schema88 = {"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1},"description":{"type":"string"},"parameters":{"type":"object","additionalProperties":true,"description":"The arguments as a JSON Schema object."},"strict":{"type":"boolean","default":false}}};

function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate195.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.parameters !== undefined){
let data2 = data.parameters;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err4 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.strict !== undefined){
if(typeof data.strict !== "boolean"){
const err5 = {instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate195.errors = vErrors;
return errors === 0;
}
validate195.evaluated = {"props":{"name":true,"description":true,"parameters":true,"strict":true},"dynamicProps":false,"dynamicItems":false};


function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.function === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "function")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema87.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.function !== undefined){
if(!(validate195(data.function, {instancePath:instancePath+"/function",parentData:data,parentDataProperty:"function",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":{"type":true,"function":true,"id":true},"dynamicProps":false,"dynamicItems":false};

const schema89 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["web_search"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate197.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "web_search")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema89.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate197.errors = vErrors;
return errors === 0;
}
validate197.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema90 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["x_search"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate198.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "x_search")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema90.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate198.errors = vErrors;
return errors === 0;
}
validate198.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};


function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "function"){
if(!(validate194(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate194.errors : vErrors.concat(validate194.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.function = true;
props0.id = true;
}
else if(tag0 === "web_search"){
if(!(validate197(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "x_search"){
if(!(validate198(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate198.errors : vErrors.concat(validate198.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate193.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate193.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema91 = {"type":"object","description":"Service features for one request. Also settable with a model suffix, `<model>:<name>=<value>&\u2026`.","additionalProperties":false,"properties":{"character_slug":{"type":"string","description":"Public id of a character; its system prompt and model are used."},"strip_thinking_response":{"type":"boolean","default":false,"description":"Move `<think>\u2026</think>` blocks out of the content into `reasoning_content`."},"disable_thinking":{"type":"boolean","default":false,"description":"On supported reasoning models, disables thinking; blocks are stripped as above."},"enable_e2ee":{"type":"boolean","default":true},"enable_web_search":{"$ref":"openapi.json#/components/schemas/WebSearchEnablement"},"enable_web_scraping":{"type":"boolean","default":false,"description":"Chat completions: the first 5 distinct http(s) URLs in the latest user message are scraped (as\nPOST /augment/scrape does: public addresses only) and their Markdown is given to the model in a\nsystem message before that message. URLs that cannot be scraped are left out; each page scraped\nis charged at the scrape price on top of the tokens (included in `cost`).\n"},"enable_web_citations":{"type":"boolean","default":false,"description":"With web search on, the model is asked to cite results as `[REF]n[/REF]`, n being the result's number in web_search_citations (from 1)."},"include_search_results_in_stream":{"type":"boolean","default":false,"description":"With web search on and stream true, the first chunk (empty `choices`) carries `service_parameters.web_search_citations`."},"return_search_results_as_documents":{"type":"boolean","default":false,"description":"When a web search ran, its results also come back as a tool call `{id: \"web_search_call\", type: function,\nfunction: {name: \"service_web_search_documents\", arguments: \"{\\\"documents\\\":[{id, title, url, snippet, published_at}]}\"}}`\nahead of the model's own calls (streamed before the content), and finish_reason `stop` becomes `tool_calls`.\n"},"include_service_system_prompt":{"type":"boolean","default":true,"description":"Whether the service's default system prompt is prepended."},"enable_x_search":{"type":"boolean","default":false,"description":"Searches X (the X API's recent posts) and the web together for the latest user message, in place of\nthe standard web search, for models with `supportsXSearch`; the results reach the model and come\nback as `web_search_citations` like web search results. Each search that answered with results is\ncharged on top of the tokens. Without X search configured on the server, or on another model: 400.\n"}}};
const schema92 = {"type":"string","enum":["off","on","auto"],"description":"`on` searches the web for the latest user message (POST /augment/search's default provider) and\ngives the model the 10 results, numbered, before that message; they come back as\n`service_parameters.web_search_citations`, and the search is charged at its price on top of\nthe tokens (a provider that fails leaves the answer without results, uncharged). Without a\nconfigured provider `on` and `auto` are refused with a 400. `auto` leaves it to the model: it is\noffered a `web_search` function tool (query) next to the caller's tools; when it calls it, the\nservice searches each call's query (at most 3), gives the results back as the calls' tool\nmessages and the model answers on, without the tool (one round of searches). Each search that\nran is charged at its price on top of both rounds' tokens; no call, no search charge. The\ncaller's tool calls reach the caller as usual. `n` above 1 and a caller function named\n`web_search` are refused with a 400; a model that cannot call tools, or a `tool_choice` of\n`none` or of one function, answers without search. Pages scraped with enable_web_scraping take the place of a search.\n"};

function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate204.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "off") || (data === "on")) || (data === "auto"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate204.errors = vErrors;
return errors === 0;
}
validate204.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate203.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func4.call(schema91.properties, key0))){
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
if(data.character_slug !== undefined){
if(typeof data.character_slug !== "string"){
const err1 = {instancePath:instancePath+"/character_slug",schemaPath:"#/properties/character_slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.strip_thinking_response !== undefined){
if(typeof data.strip_thinking_response !== "boolean"){
const err2 = {instancePath:instancePath+"/strip_thinking_response",schemaPath:"#/properties/strip_thinking_response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.disable_thinking !== undefined){
if(typeof data.disable_thinking !== "boolean"){
const err3 = {instancePath:instancePath+"/disable_thinking",schemaPath:"#/properties/disable_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enable_e2ee !== undefined){
if(typeof data.enable_e2ee !== "boolean"){
const err4 = {instancePath:instancePath+"/enable_e2ee",schemaPath:"#/properties/enable_e2ee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enable_web_search !== undefined){
if(!(validate204(data.enable_web_search, {instancePath:instancePath+"/enable_web_search",parentData:data,parentDataProperty:"enable_web_search",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
}
if(data.enable_web_scraping !== undefined){
if(typeof data.enable_web_scraping !== "boolean"){
const err5 = {instancePath:instancePath+"/enable_web_scraping",schemaPath:"#/properties/enable_web_scraping/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enable_web_citations !== undefined){
if(typeof data.enable_web_citations !== "boolean"){
const err6 = {instancePath:instancePath+"/enable_web_citations",schemaPath:"#/properties/enable_web_citations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.include_search_results_in_stream !== undefined){
if(typeof data.include_search_results_in_stream !== "boolean"){
const err7 = {instancePath:instancePath+"/include_search_results_in_stream",schemaPath:"#/properties/include_search_results_in_stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.return_search_results_as_documents !== undefined){
if(typeof data.return_search_results_as_documents !== "boolean"){
const err8 = {instancePath:instancePath+"/return_search_results_as_documents",schemaPath:"#/properties/return_search_results_as_documents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.include_service_system_prompt !== undefined){
if(typeof data.include_service_system_prompt !== "boolean"){
const err9 = {instancePath:instancePath+"/include_service_system_prompt",schemaPath:"#/properties/include_service_system_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.enable_x_search !== undefined){
if(typeof data.enable_x_search !== "boolean"){
const err10 = {instancePath:instancePath+"/enable_x_search",schemaPath:"#/properties/enable_x_search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate203.errors = vErrors;
return errors === 0;
}
validate203.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema56.properties, key0))){
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
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
if(data1.length > 4096){
const err4 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate122(data1[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.frequency_penalty !== undefined){
let data3 = data.frequency_penalty;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/type",keyword:"type",params:{type: schema56.properties.frequency_penalty.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < -2 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/frequency_penalty",schemaPath:"#/properties/frequency_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2"};
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
if(data.presence_penalty !== undefined){
let data4 = data.presence_penalty;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err10 = {instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/type",keyword:"type",params:{type: schema56.properties.presence_penalty.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < -2 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/presence_penalty",schemaPath:"#/properties/presence_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2},message:"must be >= -2"};
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
if(data.logprobs !== undefined){
let data5 = data.logprobs;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err13 = {instancePath:instancePath+"/logprobs",schemaPath:"#/properties/logprobs/type",keyword:"type",params:{type: schema56.properties.logprobs.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.top_logprobs !== undefined){
let data6 = data.top_logprobs;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err14 = {instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/type",keyword:"type",params:{type: schema56.properties.top_logprobs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.max_completion_tokens !== undefined){
let data7 = data.max_completion_tokens;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err16 = {instancePath:instancePath+"/max_completion_tokens",schemaPath:"#/properties/max_completion_tokens/type",keyword:"type",params:{type: schema56.properties.max_completion_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.max_tokens !== undefined){
let data8 = data.max_tokens;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err17 = {instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/type",keyword:"type",params:{type: schema56.properties.max_tokens.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.max_temp !== undefined){
let data9 = data.max_temp;
if((!((typeof data9 == "number") && (isFinite(data9)))) && (data9 !== null)){
const err18 = {instancePath:instancePath+"/max_temp",schemaPath:"#/properties/max_temp/type",keyword:"type",params:{type: schema56.properties.max_temp.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 2 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/max_temp",schemaPath:"#/properties/max_temp/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err20 = {instancePath:instancePath+"/max_temp",schemaPath:"#/properties/max_temp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.min_temp !== undefined){
let data10 = data.min_temp;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err21 = {instancePath:instancePath+"/min_temp",schemaPath:"#/properties/min_temp/type",keyword:"type",params:{type: schema56.properties.min_temp.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 2 || isNaN(data10)){
const err22 = {instancePath:instancePath+"/min_temp",schemaPath:"#/properties/min_temp/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err23 = {instancePath:instancePath+"/min_temp",schemaPath:"#/properties/min_temp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.temperature !== undefined){
let data11 = data.temperature;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
const err24 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: schema56.properties.temperature.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 2 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.top_p !== undefined){
let data12 = data.top_p;
if((!((typeof data12 == "number") && (isFinite(data12)))) && (data12 !== null)){
const err27 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: schema56.properties.top_p.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 1 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.top_k !== undefined){
let data13 = data.top_k;
if((!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))) && (data13 !== null)){
const err30 = {instancePath:instancePath+"/top_k",schemaPath:"#/properties/top_k/type",keyword:"type",params:{type: schema56.properties.top_k.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 0 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/top_k",schemaPath:"#/properties/top_k/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.min_p !== undefined){
let data14 = data.min_p;
if((!((typeof data14 == "number") && (isFinite(data14)))) && (data14 !== null)){
const err32 = {instancePath:instancePath+"/min_p",schemaPath:"#/properties/min_p/type",keyword:"type",params:{type: schema56.properties.min_p.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1 || isNaN(data14)){
const err33 = {instancePath:instancePath+"/min_p",schemaPath:"#/properties/min_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/min_p",schemaPath:"#/properties/min_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.repetition_penalty !== undefined){
let data15 = data.repetition_penalty;
if((!((typeof data15 == "number") && (isFinite(data15)))) && (data15 !== null)){
const err35 = {instancePath:instancePath+"/repetition_penalty",schemaPath:"#/properties/repetition_penalty/type",keyword:"type",params:{type: schema56.properties.repetition_penalty.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 0 || isNaN(data15)){
const err36 = {instancePath:instancePath+"/repetition_penalty",schemaPath:"#/properties/repetition_penalty/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.n !== undefined){
let data16 = data.n;
if((!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) && (data16 !== null)){
const err37 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: schema56.properties.n.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 1 || isNaN(data16)){
const err38 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.seed !== undefined){
let data17 = data.seed;
if((!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))) && (data17 !== null)){
const err39 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: schema56.properties.seed.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 <= 0 || isNaN(data17)){
const err40 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.stop !== undefined){
let data18 = data.stop;
const _errs38 = errors;
let valid3 = false;
let passing0 = null;
const _errs39 = errors;
if(typeof data18 !== "string"){
const err41 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid0 = _errs39 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs41 = errors;
if(Array.isArray(data18)){
if(data18.length > 4){
const err42 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data18.length < 1){
const err43 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(typeof data18[i1] !== "string"){
const err44 = {instancePath:instancePath+"/stop/" + i1,schemaPath:"#/properties/stop/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err45 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs45 = errors;
if(data18 !== null){
const err46 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs45 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
}
}
if(!valid3){
const err47 = {instancePath:instancePath+"/stop",schemaPath:"#/properties/stop/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data.stop_token_ids !== undefined){
let data20 = data.stop_token_ids;
if((!(Array.isArray(data20))) && (data20 !== null)){
const err48 = {instancePath:instancePath+"/stop_token_ids",schemaPath:"#/properties/stop_token_ids/type",keyword:"type",params:{type: schema56.properties.stop_token_ids.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(Array.isArray(data20)){
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
if(!((typeof data21 == "number") && (isFinite(data21)))){
const err49 = {instancePath:instancePath+"/stop_token_ids/" + i2,schemaPath:"#/properties/stop_token_ids/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
if(data.stream !== undefined){
let data22 = data.stream;
if((typeof data22 !== "boolean") && (data22 !== null)){
const err50 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: schema56.properties.stream.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.stream_options !== undefined){
let data23 = data.stream_options;
if((!(data23 && typeof data23 == "object" && !Array.isArray(data23))) && (data23 !== null)){
const err51 = {instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/type",keyword:"type",params:{type: schema56.properties.stream_options.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.include_usage !== undefined){
if(typeof data23.include_usage !== "boolean"){
const err52 = {instancePath:instancePath+"/stream_options/include_usage",schemaPath:"#/properties/stream_options/properties/include_usage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
if(data.reasoning !== undefined){
let data25 = data.reasoning;
const _errs58 = errors;
let valid9 = false;
const _errs59 = errors;
if(!(validate173(data25, {instancePath:instancePath+"/reasoning",parentData:data,parentDataProperty:"reasoning",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
var _valid1 = _errs59 === errors;
valid9 = valid9 || _valid1;
if(_valid1){
var props1 = {};
props1.effort = true;
props1.summary = true;
}
const _errs60 = errors;
if(data25 !== null){
const err53 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs60 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err54 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
}
if(data.reasoning_effort !== undefined){
let data26 = data.reasoning_effort;
const _errs63 = errors;
let valid10 = false;
const _errs64 = errors;
if(!(validate174(data26, {instancePath:instancePath+"/reasoning_effort",parentData:data,parentDataProperty:"reasoning_effort",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
var _valid2 = _errs64 === errors;
valid10 = valid10 || _valid2;
const _errs65 = errors;
if(data26 !== null){
const err55 = {instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs65 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err56 = {instancePath:instancePath+"/reasoning_effort",schemaPath:"#/properties/reasoning_effort/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
if(data.verbosity !== undefined){
let data27 = data.verbosity;
const _errs68 = errors;
let valid11 = false;
const _errs69 = errors;
if(!(validate178(data27, {instancePath:instancePath+"/verbosity",parentData:data,parentDataProperty:"verbosity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
var _valid3 = _errs69 === errors;
valid11 = valid11 || _valid3;
const _errs70 = errors;
if(data27 !== null){
const err57 = {instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid3 = _errs70 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err58 = {instancePath:instancePath+"/verbosity",schemaPath:"#/properties/verbosity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data.text !== undefined){
let data28 = data.text;
if((!(data28 && typeof data28 == "object" && !Array.isArray(data28))) && (data28 !== null)){
const err59 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema56.properties.text.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.verbosity !== undefined){
if(!(validate178(data28.verbosity, {instancePath:instancePath+"/text/verbosity",parentData:data28,parentDataProperty:"verbosity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
}
}
}
if(data.prompt_cache_key !== undefined){
let data30 = data.prompt_cache_key;
if((typeof data30 !== "string") && (data30 !== null)){
const err60 = {instancePath:instancePath+"/prompt_cache_key",schemaPath:"#/properties/prompt_cache_key/type",keyword:"type",params:{type: schema56.properties.prompt_cache_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.prompt_cache_retention !== undefined){
let data31 = data.prompt_cache_retention;
if((typeof data31 !== "string") && (data31 !== null)){
const err61 = {instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/type",keyword:"type",params:{type: schema56.properties.prompt_cache_retention.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((((data31 === "default") || (data31 === "extended")) || (data31 === "24h")) || (data31 === null))){
const err62 = {instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/enum",keyword:"enum",params:{allowedValues: schema56.properties.prompt_cache_retention.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.fallbacks !== undefined){
let data32 = data.fallbacks;
const _errs80 = errors;
let valid13 = false;
const _errs81 = errors;
if(!(validate181(data32, {instancePath:instancePath+"/fallbacks",parentData:data,parentDataProperty:"fallbacks",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
var _valid4 = _errs81 === errors;
valid13 = valid13 || _valid4;
const _errs82 = errors;
if(data32 !== null){
const err63 = {instancePath:instancePath+"/fallbacks",schemaPath:"#/properties/fallbacks/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid4 = _errs82 === errors;
valid13 = valid13 || _valid4;
if(!valid13){
const err64 = {instancePath:instancePath+"/fallbacks",schemaPath:"#/properties/fallbacks/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
}
if(data.user !== undefined){
let data33 = data.user;
if((typeof data33 !== "string") && (data33 !== null)){
const err65 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: schema56.properties.user.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.store !== undefined){
let data34 = data.store;
if((typeof data34 !== "boolean") && (data34 !== null)){
const err66 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: schema56.properties.store.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.include !== undefined){
let data35 = data.include;
if((!(Array.isArray(data35))) && (data35 !== null)){
const err67 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: schema56.properties.include.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i3=0; i3<len3; i3++){
if(typeof data35[i3] !== "string"){
const err68 = {instancePath:instancePath+"/include/" + i3,schemaPath:"#/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
}
if(data.metadata !== undefined){
let data37 = data.metadata;
if((!(data37 && typeof data37 == "object" && !Array.isArray(data37))) && (data37 !== null)){
const err69 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: schema56.properties.metadata.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key1 in data37){
if(typeof data37[key1] !== "string"){
const err70 = {instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
}
if(data.parallel_tool_calls !== undefined){
let data39 = data.parallel_tool_calls;
if((typeof data39 !== "boolean") && (data39 !== null)){
const err71 = {instancePath:instancePath+"/parallel_tool_calls",schemaPath:"#/properties/parallel_tool_calls/type",keyword:"type",params:{type: schema56.properties.parallel_tool_calls.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.response_format !== undefined){
let data40 = data.response_format;
const _errs100 = errors;
let valid17 = false;
const _errs101 = errors;
if(!(validate183(data40, {instancePath:instancePath+"/response_format",parentData:data,parentDataProperty:"response_format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
var _valid5 = _errs101 === errors;
valid17 = valid17 || _valid5;
const _errs102 = errors;
if(data40 !== null){
const err72 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid5 = _errs102 === errors;
valid17 = valid17 || _valid5;
if(!valid17){
const err73 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
}
if(data.tool_choice !== undefined){
let data41 = data.tool_choice;
const _errs105 = errors;
let valid18 = false;
const _errs106 = errors;
if(!(validate191(data41, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
var _valid6 = _errs106 === errors;
valid18 = valid18 || _valid6;
const _errs107 = errors;
if(data41 !== null){
const err74 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid6 = _errs107 === errors;
valid18 = valid18 || _valid6;
if(!valid18){
const err75 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
}
if(data.tools !== undefined){
let data42 = data.tools;
if((!(Array.isArray(data42))) && (data42 !== null)){
const err76 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: schema56.properties.tools.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(Array.isArray(data42)){
if(data42.length > 128){
const err77 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
if(!(validate193(data42[i4], {instancePath:instancePath+"/tools/" + i4,parentData:data42,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
}
if(data.service_parameters !== undefined){
let data44 = data.service_parameters;
const _errs113 = errors;
let valid21 = false;
const _errs114 = errors;
if(!(validate203(data44, {instancePath:instancePath+"/service_parameters",parentData:data,parentDataProperty:"service_parameters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
var _valid7 = _errs114 === errors;
valid21 = valid21 || _valid7;
const _errs115 = errors;
if(data44 !== null){
const err78 = {instancePath:instancePath+"/service_parameters",schemaPath:"#/properties/service_parameters/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid7 = _errs115 === errors;
valid21 = valid21 || _valid7;
if(!valid21){
const err79 = {instancePath:instancePath+"/service_parameters",schemaPath:"#/properties/service_parameters/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs113;
if(vErrors !== null){
if(_errs113){
vErrors.length = _errs113;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate121(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.cryptoRpcProxy_body = validate208;
const schema93 = {"$ref":"openapi.json#/components/schemas/CryptoRpcBody"};
const schema94 = {"description":"One request, or a batch of 1 to 100.","anyOf":[{"$ref":"openapi.json#/components/schemas/CryptoRpcRequest"},{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"openapi.json#/components/schemas/CryptoRpcRequest"}}]};
const schema95 = {"type":"object","description":"One JSON-RPC 2.0 request.","required":["method"],"additionalProperties":false,"properties":{"jsonrpc":{"type":"string","const":"2.0"},"method":{"type":"string","minLength":1,"maxLength":128},"params":{"description":"Positional (array) or named (object) parameters.","anyOf":[{"type":"array"},{"type":"object","additionalProperties":true}]},"id":{"description":"Echoed in the answer; null when left out.","anyOf":[{"type":"integer"},{"type":"string","maxLength":256},{"type":"null"}]}}};

function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate210.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.method === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "jsonrpc") || (key0 === "method")) || (key0 === "params")) || (key0 === "id"))){
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
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/jsonrpc",schemaPath:"#/properties/jsonrpc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("2.0" !== data0){
const err3 = {instancePath:instancePath+"/jsonrpc",schemaPath:"#/properties/jsonrpc/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
const _errs7 = errors;
let valid1 = false;
const _errs8 = errors;
if(!(Array.isArray(data2))){
const err7 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
const _errs10 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err8 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err9 = {instancePath:instancePath+"/params",schemaPath:"#/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.id !== undefined){
let data3 = data.id;
const _errs14 = errors;
let valid2 = false;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid2 = valid2 || _valid1;
const _errs17 = errors;
if(typeof data3 === "string"){
if(func1(data3) > 256){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
const _errs19 = errors;
if(data3 !== null){
const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid1 = _errs19 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
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
validate210.errors = vErrors;
return errors === 0;
}
validate210.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate209.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate210(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate210.errors : vErrors.concat(validate210.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs2 = errors;
if(Array.isArray(data)){
if(data.length > 100){
const err0 = {instancePath,schemaPath:"#/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.length < 1){
const err1 = {instancePath,schemaPath:"#/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
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
if(!(validate210(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate210.errors : vErrors.concat(validate210.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate209.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate209.evaluated = {"dynamicProps":true,"dynamicItems":true};


function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate208.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate209(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate209.errors : vErrors.concat(validate209.errors);
errors = vErrors.length;
}
else {
var props0 = validate209.evaluated.props;
var items0 = validate209.evaluated.items;
}
validate208.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate208.evaluated = {"dynamicProps":true,"dynamicItems":true};

exports.createEmbedding_body = validate214;
const schema96 = {"$ref":"openapi.json#/components/schemas/EmbeddingRequest"};
const schema97 = {"type":"object","required":["model","input"],"additionalProperties":false,"properties":{"model":{"type":"string","description":"An embedding model id, trait or compatibility name."},"input":{"description":"A non-empty string, or an array of 1 to 2048 non-empty strings; or, as OpenAI's clients send\nit (LangChain's OpenAIEmbeddings by default), the text as token ids of OpenAI's `cl100k_base`\nencoding: one array of ids, or an array of 1 to 2048 of them. Ids are decoded to text, which\nthe model then tokenizes its own way.\n","oneOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"maxItems":2048,"items":{"type":"string","minLength":1}},{"$ref":"openapi.json#/components/schemas/EmbeddingTokenIds"},{"type":"array","minItems":1,"maxItems":2048,"items":{"$ref":"openapi.json#/components/schemas/EmbeddingTokenIds"}}]},"encoding_format":{"type":"string","enum":["float","base64"],"default":"float"},"dimensions":{"type":"integer","minimum":1,"description":"Output dimensions; only for models with supportsCustomDimensions."},"user":{"type":"string","description":"Accepted and discarded."}},"example":{"model":"text-embedding-bge-m3","input":["The quick brown fox","jumps over the lazy dog"]}};
const schema98 = {"type":"array","description":"One input as token ids of OpenAI's cl100k_base encoding.","minItems":1,"maxItems":65536,"items":{"type":"integer","minimum":0,"maximum":100276}};

function validate216(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate216.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 65536){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 65536},message:"must NOT have more than 65536 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
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
let data0 = data[i0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100276 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100276},message:"must be <= 100276"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate216.errors = vErrors;
return errors === 0;
}
validate216.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate215(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate215.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "model") || (key0 === "input")) || (key0 === "encoding_format")) || (key0 === "dimensions")) || (key0 === "user"))){
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
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input !== undefined){
let data1 = data.input;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(Array.isArray(data1)){
if(data1.length > 2048){
const err6 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 2048},message:"must NOT have more than 2048 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/oneOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/oneOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
var items0 = true;
}
const _errs12 = errors;
if(!(validate216(data1, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
if(items0 !== true){
items0 = true;
}
}
const _errs13 = errors;
if(Array.isArray(data1)){
if(data1.length > 2048){
const err11 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/3/maxItems",keyword:"maxItems",params:{limit: 2048},message:"must NOT have more than 2048 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.length < 1){
const err12 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/3/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data1.length;
for(let i1=0; i1<len1; i1++){
if(!(validate216(data1[i1], {instancePath:instancePath+"/input/" + i1,parentData:data1,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/3/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
if(items0 !== true){
items0 = true;
}
}
}
}
}
if(!valid1){
const err14 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.encoding_format !== undefined){
let data4 = data.encoding_format;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/encoding_format",schemaPath:"#/properties/encoding_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data4 === "float") || (data4 === "base64"))){
const err16 = {instancePath:instancePath+"/encoding_format",schemaPath:"#/properties/encoding_format/enum",keyword:"enum",params:{allowedValues: schema97.properties.encoding_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.dimensions !== undefined){
let data5 = data.dimensions;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err17 = {instancePath:instancePath+"/dimensions",schemaPath:"#/properties/dimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/dimensions",schemaPath:"#/properties/dimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.user !== undefined){
if(typeof data.user !== "string"){
const err19 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate215.errors = vErrors;
return errors === 0;
}
validate215.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate214.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate215(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate215.errors : vErrors.concat(validate215.errors);
errors = vErrors.length;
}
validate214.errors = vErrors;
return errors === 0;
}
validate214.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.generateImage_body = validate220;
const schema99 = {"$ref":"openapi.json#/components/schemas/GenerateImageRequest"};
const schema100 = {"type":"object","additionalProperties":false,"required":["model","prompt"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200,"description":"An image model id, trait or compatibility name."},"prompt":{"type":"string","minLength":1,"maxLength":7500,"description":"At most the model's constraints.promptCharacterLimit characters."},"negative_prompt":{"type":"string","maxLength":7500},"width":{"type":"integer","exclusiveMinimum":0,"maximum":1280,"default":1024},"height":{"type":"integer","exclusiveMinimum":0,"maximum":1280,"default":1024},"format":{"allOf":[{"$ref":"openapi.json#/components/schemas/ImageFormat"}],"default":"webp"},"cfg_scale":{"type":"number","exclusiveMinimum":0,"maximum":20},"steps":{"type":"integer","minimum":1,"maximum":150,"description":"Default and maximum: the model's constraints.steps."},"seed":{"type":"integer","minimum":-999999999,"maximum":999999999,"description":"Same seed, same settings, same image (where the engine is deterministic); random when omitted or 0."},"variants":{"type":"integer","minimum":1,"maximum":4,"default":1,"description":"Images to generate; only 1 with return_binary."},"return_binary":{"type":"boolean","default":false},"safe_mode":{"type":"boolean","default":true,"description":"Asks the model's provider to blur adult content."},"hide_watermark":{"type":"boolean","default":false},"embed_exif_metadata":{"type":"boolean","default":false,"description":"Writes the prompt and model into the image's EXIF ImageDescription."},"lora_strength":{"type":"integer","minimum":0,"maximum":100},"style_preset":{"type":"string","maxLength":100,"description":"One of GET /image/styles."},"aspect_ratio":{"type":"string","maxLength":20,"description":"One of the model's constraints.aspectRatios; sets the size when width and height are not given."},"resolution":{"type":"string","maxLength":10,"description":"One of the model's constraints.resolutions (1K, 2K, 4K)."},"quality":{"type":"string","enum":["low","medium","high"]},"enable_web_search":{"type":"boolean","description":"Accepted; no engine here searches the web."},"disable_prompt_optimization_thinking":{"type":"boolean"},"enhance_prompt":{"type":"boolean","default":false,"description":"Accepted; no engine here rewrites prompts."},"style_references":{"type":"array","maxItems":10,"description":"Only for models with supportsStyleReferences.","items":{"type":"object","additionalProperties":false,"required":["image"],"properties":{"image":{"type":"string","minLength":1,"maxLength":11184812},"strength":{"type":"number","minimum":0.1,"maximum":1,"default":0.5}}}},"inpaint":{"type":"null","deprecated":true,"description":"Disabled; only null is accepted."}},"example":{"model":"default","prompt":"A lighthouse at dusk","width":512,"height":512,"format":"png","style_preset":"Cinematic"}};
const schema101 = {"type":"string","enum":["jpeg","png","webp"]};

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate222.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "jpeg") || (data === "png")) || (data === "webp"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema101.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate222.errors = vErrors;
return errors === 0;
}
validate222.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate221(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate221.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prompt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema100.properties, key0))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.prompt !== undefined){
let data1 = data.prompt;
if(typeof data1 === "string"){
if(func1(data1) > 7500){
const err6 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 7500},message:"must NOT have more than 7500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.negative_prompt !== undefined){
let data2 = data.negative_prompt;
if(typeof data2 === "string"){
if(func1(data2) > 7500){
const err9 = {instancePath:instancePath+"/negative_prompt",schemaPath:"#/properties/negative_prompt/maxLength",keyword:"maxLength",params:{limit: 7500},message:"must NOT have more than 7500 characters"};
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
const err10 = {instancePath:instancePath+"/negative_prompt",schemaPath:"#/properties/negative_prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.width !== undefined){
let data3 = data.width;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1280 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1280},message:"must be <= 1280"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 <= 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/width",schemaPath:"#/properties/width/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
if(data.height !== undefined){
let data4 = data.height;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err14 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1280 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1280},message:"must be <= 1280"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 <= 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
if(data.format !== undefined){
if(!(validate222(data.format, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);
errors = vErrors.length;
}
}
if(data.cfg_scale !== undefined){
let data6 = data.cfg_scale;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/cfg_scale",schemaPath:"#/properties/cfg_scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 <= 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/cfg_scale",schemaPath:"#/properties/cfg_scale/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err19 = {instancePath:instancePath+"/cfg_scale",schemaPath:"#/properties/cfg_scale/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.steps !== undefined){
let data7 = data.steps;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err20 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 150 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maximum",keyword:"maximum",params:{comparison: "<=", limit: 150},message:"must be <= 150"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.seed !== undefined){
let data8 = data.seed;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err23 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 999999999 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999},message:"must be <= 999999999"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data8 < -999999999 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: -999999999},message:"must be >= -999999999"};
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
if(data.variants !== undefined){
let data9 = data.variants;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err26 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 4 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/variants",schemaPath:"#/properties/variants/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.return_binary !== undefined){
if(typeof data.return_binary !== "boolean"){
const err29 = {instancePath:instancePath+"/return_binary",schemaPath:"#/properties/return_binary/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.safe_mode !== undefined){
if(typeof data.safe_mode !== "boolean"){
const err30 = {instancePath:instancePath+"/safe_mode",schemaPath:"#/properties/safe_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.hide_watermark !== undefined){
if(typeof data.hide_watermark !== "boolean"){
const err31 = {instancePath:instancePath+"/hide_watermark",schemaPath:"#/properties/hide_watermark/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.embed_exif_metadata !== undefined){
if(typeof data.embed_exif_metadata !== "boolean"){
const err32 = {instancePath:instancePath+"/embed_exif_metadata",schemaPath:"#/properties/embed_exif_metadata/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.lora_strength !== undefined){
let data14 = data.lora_strength;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err33 = {instancePath:instancePath+"/lora_strength",schemaPath:"#/properties/lora_strength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 100 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/lora_strength",schemaPath:"#/properties/lora_strength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/lora_strength",schemaPath:"#/properties/lora_strength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.style_preset !== undefined){
let data15 = data.style_preset;
if(typeof data15 === "string"){
if(func1(data15) > 100){
const err36 = {instancePath:instancePath+"/style_preset",schemaPath:"#/properties/style_preset/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/style_preset",schemaPath:"#/properties/style_preset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.aspect_ratio !== undefined){
let data16 = data.aspect_ratio;
if(typeof data16 === "string"){
if(func1(data16) > 20){
const err38 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err39 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.resolution !== undefined){
let data17 = data.resolution;
if(typeof data17 === "string"){
if(func1(data17) > 10){
const err40 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.quality !== undefined){
let data18 = data.quality;
if(typeof data18 !== "string"){
const err42 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!(((data18 === "low") || (data18 === "medium")) || (data18 === "high"))){
const err43 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/enum",keyword:"enum",params:{allowedValues: schema100.properties.quality.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.enable_web_search !== undefined){
if(typeof data.enable_web_search !== "boolean"){
const err44 = {instancePath:instancePath+"/enable_web_search",schemaPath:"#/properties/enable_web_search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.disable_prompt_optimization_thinking !== undefined){
if(typeof data.disable_prompt_optimization_thinking !== "boolean"){
const err45 = {instancePath:instancePath+"/disable_prompt_optimization_thinking",schemaPath:"#/properties/disable_prompt_optimization_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.enhance_prompt !== undefined){
if(typeof data.enhance_prompt !== "boolean"){
const err46 = {instancePath:instancePath+"/enhance_prompt",schemaPath:"#/properties/enhance_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.style_references !== undefined){
let data22 = data.style_references;
if(Array.isArray(data22)){
if(data22.length > 10){
const err47 = {instancePath:instancePath+"/style_references",schemaPath:"#/properties/style_references/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const len0 = data22.length;
for(let i0=0; i0<len0; i0++){
let data23 = data22[i0];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.image === undefined){
const err48 = {instancePath:instancePath+"/style_references/" + i0,schemaPath:"#/properties/style_references/items/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key1 in data23){
if(!((key1 === "image") || (key1 === "strength"))){
const err49 = {instancePath:instancePath+"/style_references/" + i0,schemaPath:"#/properties/style_references/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data23.image !== undefined){
let data24 = data23.image;
if(typeof data24 === "string"){
if(func1(data24) > 11184812){
const err50 = {instancePath:instancePath+"/style_references/" + i0+"/image",schemaPath:"#/properties/style_references/items/properties/image/maxLength",keyword:"maxLength",params:{limit: 11184812},message:"must NOT have more than 11184812 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data24) < 1){
const err51 = {instancePath:instancePath+"/style_references/" + i0+"/image",schemaPath:"#/properties/style_references/items/properties/image/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/style_references/" + i0+"/image",schemaPath:"#/properties/style_references/items/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data23.strength !== undefined){
let data25 = data23.strength;
if((typeof data25 == "number") && (isFinite(data25))){
if(data25 > 1 || isNaN(data25)){
const err53 = {instancePath:instancePath+"/style_references/" + i0+"/strength",schemaPath:"#/properties/style_references/items/properties/strength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25 < 0.1 || isNaN(data25)){
const err54 = {instancePath:instancePath+"/style_references/" + i0+"/strength",schemaPath:"#/properties/style_references/items/properties/strength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.1},message:"must be >= 0.1"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/style_references/" + i0+"/strength",schemaPath:"#/properties/style_references/items/properties/strength/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/style_references/" + i0,schemaPath:"#/properties/style_references/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/style_references",schemaPath:"#/properties/style_references/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.inpaint !== undefined){
if(data.inpaint !== null){
const err58 = {instancePath:instancePath+"/inpaint",schemaPath:"#/properties/inpaint/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate221.errors = vErrors;
return errors === 0;
}
validate221.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate220.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate221(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate221.errors : vErrors.concat(validate221.errors);
errors = vErrors.length;
}
validate220.errors = vErrors;
return errors === 0;
}
validate220.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.simpleGenerateImage_body = validate225;
const schema102 = {"$ref":"openapi.json#/components/schemas/SimpleGenerateImageRequest"};
const schema103 = {"type":"object","additionalProperties":false,"required":["prompt"],"description":"As OpenAI's, every optional property may be null, which means not set (the Python SDK sends None as null).","properties":{"prompt":{"type":"string","minLength":1,"maxLength":1500},"model":{"type":["string","null"],"minLength":1,"maxLength":200,"default":"default"},"n":{"type":["integer","null"],"minimum":1,"maximum":1,"default":1},"size":{"type":["string","null"],"enum":["auto","256x256","512x512","1024x1024","1536x1024","1024x1536","1792x1024","1024x1792",null],"default":"auto"},"output_format":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ImageFormat"},{"type":"null"}],"default":"png"},"response_format":{"type":["string","null"],"enum":["b64_json","url",null],"default":"b64_json","description":"`url` is a data URL."},"moderation":{"type":["string","null"],"enum":["low","auto",null],"default":"auto"},"background":{"type":["string","null"],"maxLength":20,"description":"Accepted and ignored."},"quality":{"type":["string","null"],"maxLength":20,"description":"Accepted and ignored."},"style":{"type":["string","null"],"maxLength":20,"description":"Accepted and ignored."},"output_compression":{"type":["integer","null"],"minimum":0,"maximum":100,"description":"Accepted and ignored."},"user":{"type":["string","null"],"maxLength":256,"description":"Accepted and ignored."}},"example":{"model":"default","prompt":"A lighthouse at dusk","size":"512x512"}};

function validate226(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate226.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prompt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema103.properties, key0))){
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
if(data.prompt !== undefined){
let data0 = data.prompt;
if(typeof data0 === "string"){
if(func1(data0) > 1500){
const err2 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 1500},message:"must NOT have more than 1500 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.model !== undefined){
let data1 = data.model;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: schema103.properties.model.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err6 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
if(data.n !== undefined){
let data2 = data.n;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err8 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/type",keyword:"type",params:{type: schema103.properties.n.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/n",schemaPath:"#/properties/n/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.size !== undefined){
let data3 = data.size;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: schema103.properties.size.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((((((((data3 === "auto") || (data3 === "256x256")) || (data3 === "512x512")) || (data3 === "1024x1024")) || (data3 === "1536x1024")) || (data3 === "1024x1536")) || (data3 === "1792x1024")) || (data3 === "1024x1792")) || (data3 === null))){
const err12 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/enum",keyword:"enum",params:{allowedValues: schema103.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.output_format !== undefined){
let data4 = data.output_format;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(!(validate222(data4, {instancePath:instancePath+"/output_format",parentData:data,parentDataProperty:"output_format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate222.errors : vErrors.concat(validate222.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
const _errs13 = errors;
if(data4 !== null){
const err13 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err14 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
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
if(data.response_format !== undefined){
let data5 = data.response_format;
if((typeof data5 !== "string") && (data5 !== null)){
const err15 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/type",keyword:"type",params:{type: schema103.properties.response_format.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data5 === "b64_json") || (data5 === "url")) || (data5 === null))){
const err16 = {instancePath:instancePath+"/response_format",schemaPath:"#/properties/response_format/enum",keyword:"enum",params:{allowedValues: schema103.properties.response_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.moderation !== undefined){
let data6 = data.moderation;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/moderation",schemaPath:"#/properties/moderation/type",keyword:"type",params:{type: schema103.properties.moderation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data6 === "low") || (data6 === "auto")) || (data6 === null))){
const err18 = {instancePath:instancePath+"/moderation",schemaPath:"#/properties/moderation/enum",keyword:"enum",params:{allowedValues: schema103.properties.moderation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.background !== undefined){
let data7 = data.background;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: schema103.properties.background.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(func1(data7) > 20){
const err20 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
if(data.quality !== undefined){
let data8 = data.quality;
if((typeof data8 !== "string") && (data8 !== null)){
const err21 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/type",keyword:"type",params:{type: schema103.properties.quality.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8 === "string"){
if(func1(data8) > 20){
const err22 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
if(data.style !== undefined){
let data9 = data.style;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: schema103.properties.style.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data9 === "string"){
if(func1(data9) > 20){
const err24 = {instancePath:instancePath+"/style",schemaPath:"#/properties/style/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.output_compression !== undefined){
let data10 = data.output_compression;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err25 = {instancePath:instancePath+"/output_compression",schemaPath:"#/properties/output_compression/type",keyword:"type",params:{type: schema103.properties.output_compression.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 100 || isNaN(data10)){
const err26 = {instancePath:instancePath+"/output_compression",schemaPath:"#/properties/output_compression/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err27 = {instancePath:instancePath+"/output_compression",schemaPath:"#/properties/output_compression/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.user !== undefined){
let data11 = data.user;
if((typeof data11 !== "string") && (data11 !== null)){
const err28 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: schema103.properties.user.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data11 === "string"){
if(func1(data11) > 256){
const err29 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
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
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate226.errors = vErrors;
return errors === 0;
}
validate226.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate225.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate226(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate226.errors : vErrors.concat(validate226.errors);
errors = vErrors.length;
}
validate225.errors = vErrors;
return errors === 0;
}
validate225.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.upscaleImage_body = validate229;
const schema104 = {"$ref":"openapi.json#/components/schemas/UpscaleImageRequest"};
const schema105 = {"type":"object","additionalProperties":false,"required":["image"],"properties":{"image":{"$ref":"openapi.json#/components/schemas/ImageInput"},"scale":{"type":"number","enum":[2,4],"default":2},"creativity":{"type":["number","null"],"minimum":0,"maximum":1,"default":0.01,"description":"Clamped to 0\u20130.02; engines that do not invent detail ignore it."},"model":{"type":"string","minLength":1,"maxLength":200,"description":"An upscale model; default the `default` upscale model."}},"example":{"image":"iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=","scale":2}};
const schema106 = {"type":"string","minLength":1,"maxLength":36000000,"description":"An image: base64 of its bytes, or a data URL (`data:image/png;base64,\u2026`); in multipart\nbodies an uploaded file. PNG, JPEG, WebP, GIF, AVIF or TIFF; at most 25 MB.\n"};

function validate231(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate231.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 36000000){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 36000000},message:"must NOT have more than 36000000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate231.errors = vErrors;
return errors === 0;
}
validate231.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate230(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate230.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "image") || (key0 === "scale")) || (key0 === "creativity")) || (key0 === "model"))){
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
if(data.image !== undefined){
if(!(validate231(data.image, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
}
if(data.scale !== undefined){
let data1 = data.scale;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err2 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data1 === 2) || (data1 === 4))){
const err3 = {instancePath:instancePath+"/scale",schemaPath:"#/properties/scale/enum",keyword:"enum",params:{allowedValues: schema105.properties.scale.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.creativity !== undefined){
let data2 = data.creativity;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err4 = {instancePath:instancePath+"/creativity",schemaPath:"#/properties/creativity/type",keyword:"type",params:{type: schema105.properties.creativity.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/creativity",schemaPath:"#/properties/creativity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/creativity",schemaPath:"#/properties/creativity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.model !== undefined){
let data3 = data.model;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err7 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate230.errors = vErrors;
return errors === 0;
}
validate230.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate229.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate230(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate230.errors : vErrors.concat(validate230.errors);
errors = vErrors.length;
}
validate229.errors = vErrors;
return errors === 0;
}
validate229.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.editImage_body = validate234;
const schema107 = {"$ref":"openapi.json#/components/schemas/EditImageRequest"};
const schema108 = {"type":"object","additionalProperties":false,"required":["image","prompt"],"properties":{"image":{"$ref":"openapi.json#/components/schemas/ImageInputOrUrl"},"prompt":{"type":"string","minLength":1,"maxLength":32768},"model":{"type":"string","minLength":1,"maxLength":200,"description":"An edit (inpaint) model; default the `default` edit model."},"modelId":{"type":"string","minLength":1,"maxLength":200,"deprecated":true,"description":"Alias of model."},"aspect_ratio":{"type":"string","enum":["auto","1:1","3:2","16:9","21:9","9:16","2:3","3:4","4:5"]},"resolution":{"type":"string","minLength":1,"maxLength":10,"default":"1K"},"output_format":{"type":"string","enum":["jpeg","jpg","png","webp"]},"safe_mode":{"type":"boolean","default":true},"enhance_prompt":{"type":"boolean","default":false},"disable_prompt_optimization_thinking":{"type":"boolean"}},"example":{"image":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=","prompt":"Make it night"}};
const schema109 = {"type":"string","minLength":1,"maxLength":36000000,"description":"An image as in ImageInput, or an http(s) URL the service downloads (at most 25 MB)."};

function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate236.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 36000000){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 36000000},message:"must NOT have more than 36000000 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
validate236.errors = vErrors;
return errors === 0;
}
validate236.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate235(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate235.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prompt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema108.properties, key0))){
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
if(data.image !== undefined){
if(!(validate236(data.image, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
if(data.prompt !== undefined){
let data1 = data.prompt;
if(typeof data1 === "string"){
if(func1(data1) > 32768){
const err3 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.model !== undefined){
let data2 = data.model;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err6 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.modelId !== undefined){
let data3 = data.modelId;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err9 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.aspect_ratio !== undefined){
let data4 = data.aspect_ratio;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((data4 === "auto") || (data4 === "1:1")) || (data4 === "3:2")) || (data4 === "16:9")) || (data4 === "21:9")) || (data4 === "9:16")) || (data4 === "2:3")) || (data4 === "3:4")) || (data4 === "4:5"))){
const err13 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/enum",keyword:"enum",params:{allowedValues: schema108.properties.aspect_ratio.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.resolution !== undefined){
let data5 = data.resolution;
if(typeof data5 === "string"){
if(func1(data5) > 10){
const err14 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data5) < 1){
const err15 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.output_format !== undefined){
let data6 = data.output_format;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((((data6 === "jpeg") || (data6 === "jpg")) || (data6 === "png")) || (data6 === "webp"))){
const err18 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/enum",keyword:"enum",params:{allowedValues: schema108.properties.output_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.safe_mode !== undefined){
if(typeof data.safe_mode !== "boolean"){
const err19 = {instancePath:instancePath+"/safe_mode",schemaPath:"#/properties/safe_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.enhance_prompt !== undefined){
if(typeof data.enhance_prompt !== "boolean"){
const err20 = {instancePath:instancePath+"/enhance_prompt",schemaPath:"#/properties/enhance_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.disable_prompt_optimization_thinking !== undefined){
if(typeof data.disable_prompt_optimization_thinking !== "boolean"){
const err21 = {instancePath:instancePath+"/disable_prompt_optimization_thinking",schemaPath:"#/properties/disable_prompt_optimization_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate235.errors = vErrors;
return errors === 0;
}
validate235.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate234.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate235(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate235.errors : vErrors.concat(validate235.errors);
errors = vErrors.length;
}
validate234.errors = vErrors;
return errors === 0;
}
validate234.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.multiEditImage_body = validate239;
const schema110 = {"$ref":"openapi.json#/components/schemas/MultiEditImageRequest"};
const schema111 = {"type":"object","additionalProperties":false,"required":["prompt","images"],"properties":{"prompt":{"type":"string","minLength":1,"maxLength":32768},"images":{"type":"array","minItems":1,"maxItems":10,"items":{"$ref":"openapi.json#/components/schemas/ImageInputOrUrl"}},"modelId":{"type":"string","minLength":1,"maxLength":200,"description":"An edit (inpaint) model; default the `default` edit model."},"model":{"type":"string","minLength":1,"maxLength":200,"description":"Alias of modelId."},"aspect_ratio":{"type":"string","enum":["auto","1:1","3:2","16:9","21:9","9:16","2:3","3:4","4:5"]},"resolution":{"type":"string","minLength":1,"maxLength":10,"default":"1K"},"quality":{"type":"string","enum":["low","medium","high"]},"output_format":{"type":"string","enum":["jpeg","jpg","png","webp"]},"safe_mode":{"type":"boolean","default":true},"enhance_prompt":{"type":"boolean","default":false},"disable_prompt_optimization_thinking":{"type":"boolean"}},"example":{"images":["iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII=","iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII="],"prompt":"Put them together"}};

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate240.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prompt === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.images === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "images"},message:"must have required property '"+"images"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema111.properties, key0))){
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
if(data.prompt !== undefined){
let data0 = data.prompt;
if(typeof data0 === "string"){
if(func1(data0) > 32768){
const err3 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 32768},message:"must NOT have more than 32768 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.images !== undefined){
let data1 = data.images;
if(Array.isArray(data1)){
if(data1.length > 10){
const err6 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate236(data1[i0], {instancePath:instancePath+"/images/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate236.errors : vErrors.concat(validate236.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.modelId !== undefined){
let data3 = data.modelId;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err9 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data3) < 1){
const err10 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.model !== undefined){
let data4 = data.model;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err12 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data4) < 1){
const err13 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.aspect_ratio !== undefined){
let data5 = data.aspect_ratio;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((((((((data5 === "auto") || (data5 === "1:1")) || (data5 === "3:2")) || (data5 === "16:9")) || (data5 === "21:9")) || (data5 === "9:16")) || (data5 === "2:3")) || (data5 === "3:4")) || (data5 === "4:5"))){
const err16 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/enum",keyword:"enum",params:{allowedValues: schema111.properties.aspect_ratio.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.resolution !== undefined){
let data6 = data.resolution;
if(typeof data6 === "string"){
if(func1(data6) > 10){
const err17 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data6) < 1){
const err18 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.quality !== undefined){
let data7 = data.quality;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data7 === "low") || (data7 === "medium")) || (data7 === "high"))){
const err21 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/enum",keyword:"enum",params:{allowedValues: schema111.properties.quality.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.output_format !== undefined){
let data8 = data.output_format;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((((data8 === "jpeg") || (data8 === "jpg")) || (data8 === "png")) || (data8 === "webp"))){
const err23 = {instancePath:instancePath+"/output_format",schemaPath:"#/properties/output_format/enum",keyword:"enum",params:{allowedValues: schema111.properties.output_format.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.safe_mode !== undefined){
if(typeof data.safe_mode !== "boolean"){
const err24 = {instancePath:instancePath+"/safe_mode",schemaPath:"#/properties/safe_mode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.enhance_prompt !== undefined){
if(typeof data.enhance_prompt !== "boolean"){
const err25 = {instancePath:instancePath+"/enhance_prompt",schemaPath:"#/properties/enhance_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.disable_prompt_optimization_thinking !== undefined){
if(typeof data.disable_prompt_optimization_thinking !== "boolean"){
const err26 = {instancePath:instancePath+"/disable_prompt_optimization_thinking",schemaPath:"#/properties/disable_prompt_optimization_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate240.errors = vErrors;
return errors === 0;
}
validate240.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate239.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate240(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
validate239.errors = vErrors;
return errors === 0;
}
validate239.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.backgroundRemoveImage_body = validate243;
const schema112 = {"$ref":"openapi.json#/components/schemas/BackgroundRemoveRequest"};
const schema113 = {"type":"object","additionalProperties":false,"properties":{"image":{"$ref":"openapi.json#/components/schemas/ImageInput"},"image_url":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":36000000},"model":{"type":"string","minLength":1,"maxLength":200,"description":"A background-removal model; default the `default` one."}},"oneOf":[{"required":["image"]},{"required":["image_url"]}],"example":{"image":"iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAMAAABrrFhUAAAAA1BMVEUzZswgIiSpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAVklEQVR4nO3BAQEAAACCIP+vbkhAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQPcGAQ8AAb1ytegAAAAASUVORK5CYII="}};

function validate244(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate244.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "image"},message:"must have required property '"+"image"+"'"};
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
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.image_url === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
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
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "image") || (key0 === "image_url")) || (key0 === "model"))){
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
if(data.image !== undefined){
if(!(validate231(data.image, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors);
errors = vErrors.length;
}
}
if(data.image_url !== undefined){
let data1 = data.image_url;
if(!(validate129(data1, {instancePath:instancePath+"/image_url",parentData:data,parentDataProperty:"image_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
if(typeof data1 === "string"){
if(func1(data1) > 36000000){
const err4 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 36000000},message:"must NOT have more than 36000000 characters"};
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
const err5 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.model !== undefined){
let data2 = data.model;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err6 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate244.errors = vErrors;
return errors === 0;
}
validate244.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate243.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate244(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate244.errors : vErrors.concat(validate244.errors);
errors = vErrors.length;
}
validate243.errors = vErrors;
return errors === 0;
}
validate243.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createMessage_body = validate248;
const schema114 = {"$ref":"openapi.json#/components/schemas/MessagesRequest"};
const schema115 = {"type":"object","required":["model","max_tokens","messages"],"properties":{"model":{"type":"string","minLength":1,"description":"A model id, trait or compatibility name, as in chat completions."},"max_tokens":{"type":"integer","minimum":1,"description":"Upper bound on generated tokens (the model's own limit caps it)."},"messages":{"type":"array","minItems":1,"maxItems":4096,"description":"At most 4,096 messages, 1,024 content blocks in one message and 4,096 in all (a 400 invalid_request_error names the limit).","items":{"$ref":"openapi.json#/components/schemas/MessagesMessageParam"}},"system":{"$ref":"openapi.json#/components/schemas/MessagesSystem"},"metadata":{"type":"object","description":"Accepted; `user_id` is not used.","properties":{"user_id":{"type":["string","null"]}}},"stop_sequences":{"type":"array","maxItems":4,"description":"Up to 4, as chat completions take.","items":{"type":"string","minLength":1}},"stream":{"type":"boolean","default":false},"temperature":{"type":"number","minimum":0,"maximum":1},"top_p":{"type":"number","minimum":0,"maximum":1},"top_k":{"type":"integer","minimum":0},"tools":{"type":"array","maxItems":128,"description":"At most 128 tools; their input schemas hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all.","items":{"$ref":"openapi.json#/components/schemas/MessagesTool"}},"tool_choice":{"$ref":"openapi.json#/components/schemas/MessagesToolChoice"},"thinking":{"$ref":"openapi.json#/components/schemas/MessagesThinking"},"output_config":{"$ref":"openapi.json#/components/schemas/MessagesOutputConfig"},"service_tier":{"type":"string","description":"Accepted and not used."},"service_parameters":{"$ref":"openapi.json#/components/schemas/ChatServiceParameters"}},"example":{"model":"debug-tiny-chat","max_tokens":32,"messages":[{"role":"user","content":"What is the capital of France?"}]}};
const schema116 = {"type":"object","required":["role","content"],"properties":{"role":{"type":"string","enum":["user","assistant"]},"content":{"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"$ref":"openapi.json#/components/schemas/MessagesContentBlockParam"}}]}}};
const schema117 = {"oneOf":[{"$ref":"openapi.json#/components/schemas/MessagesTextBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesImageBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesDocumentBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesToolUseBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesToolResultBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesThinkingBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesRedactedThinkingBlockParam"}]};
const schema118 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"text"},"text":{"type":"string"},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]},"citations":{"type":["array","null"],"description":"Accepted and not used."}}};
const schema119 = {"type":"object","description":"A prompt-caching mark, passed on to upstream routes that take `cache_control`; the embedded engine reuses its previous prefix by itself.","required":["type"],"properties":{"type":{"type":"string","const":"ephemeral"},"ttl":{"type":"string","enum":["5m","1h"]}}};

function validate253(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate253.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("ephemeral" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ephemeral"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ttl !== undefined){
let data1 = data.ttl;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/ttl",schemaPath:"#/properties/ttl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "5m") || (data1 === "1h"))){
const err4 = {instancePath:instancePath+"/ttl",schemaPath:"#/properties/ttl/enum",keyword:"enum",params:{allowedValues: schema119.properties.ttl.enum},message:"must be equal to one of the allowed values"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate253.errors = vErrors;
return errors === 0;
}
validate253.evaluated = {"props":{"type":true,"ttl":true},"dynamicProps":false,"dynamicItems":false};


function validate252(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate252.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("text" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cache_control !== undefined){
let data2 = data.cache_control;
const _errs6 = errors;
let valid1 = false;
const _errs7 = errors;
if(!(validate253(data2, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.ttl = true;
}
const _errs8 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err6 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
}
if(data.citations !== undefined){
let data3 = data.citations;
if((!(Array.isArray(data3))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: schema118.properties.citations.type},message:"must be array,null"};
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
validate252.errors = vErrors;
return errors === 0;
}
validate252.evaluated = {"props":{"type":true,"text":true,"cache_control":true,"citations":true},"dynamicProps":false,"dynamicItems":false};

const schema120 = {"type":"object","required":["type","source"],"properties":{"type":{"type":"string","const":"image"},"source":{"oneOf":[{"$ref":"openapi.json#/components/schemas/MessagesBase64ImageSource"},{"$ref":"openapi.json#/components/schemas/MessagesUrlSource"}]},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]}}};
const schema121 = {"type":"object","required":["type","media_type","data"],"properties":{"type":{"type":"string","const":"base64"},"media_type":{"type":"string","enum":["image/jpeg","image/png","image/gif","image/webp"]},"data":{"type":"string","minLength":1}}};

function validate257(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate257.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.media_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media_type"},message:"must have required property '"+"media_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("base64" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "base64"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.media_type !== undefined){
let data1 = data.media_type;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "image/jpeg") || (data1 === "image/png")) || (data1 === "image/gif")) || (data1 === "image/webp"))){
const err6 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/enum",keyword:"enum",params:{allowedValues: schema121.properties.media_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate257.errors = vErrors;
return errors === 0;
}
validate257.evaluated = {"props":{"type":true,"media_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema122 = {"type":"object","required":["type","url"],"properties":{"type":{"type":"string","const":"url"},"url":{"type":"string","minLength":1,"description":"A public http(s) URL the service fetches."}}};

function validate259(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate259.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("url" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "url"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate259.errors = vErrors;
return errors === 0;
}
validate259.evaluated = {"props":{"type":true,"url":true},"dynamicProps":false,"dynamicItems":false};


function validate256(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate256.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("image" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate257(data1, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate257.errors : vErrors.concat(validate257.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.type = true;
props0.media_type = true;
props0.data = true;
}
const _errs6 = errors;
if(!(validate259(data1, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate259.errors : vErrors.concat(validate259.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
}
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
}
if(data.cache_control !== undefined){
let data2 = data.cache_control;
const _errs8 = errors;
let valid2 = false;
const _errs9 = errors;
if(!(validate253(data2, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props1 = {};
props1.type = true;
props1.ttl = true;
}
const _errs10 = errors;
if(data2 !== null){
const err5 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err6 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
validate256.errors = vErrors;
return errors === 0;
}
validate256.evaluated = {"props":{"type":true,"source":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema123 = {"type":"object","description":"A PDF (base64 or URL) or plain text the model reads; a PDF's text is extracted by the service, as chat's file parts.","required":["type","source"],"properties":{"type":{"type":"string","const":"document"},"source":{"oneOf":[{"$ref":"openapi.json#/components/schemas/MessagesBase64DocumentSource"},{"$ref":"openapi.json#/components/schemas/MessagesPlainTextSource"},{"$ref":"openapi.json#/components/schemas/MessagesUrlSource"}]},"title":{"type":["string","null"]},"context":{"type":["string","null"]},"citations":{"type":["object","null"],"description":"Accepted and not used."},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]}}};
const schema124 = {"type":"object","required":["type","media_type","data"],"properties":{"type":{"type":"string","const":"base64"},"media_type":{"type":"string","const":"application/pdf"},"data":{"type":"string","minLength":1}}};

function validate264(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate264.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.media_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media_type"},message:"must have required property '"+"media_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("base64" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "base64"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.media_type !== undefined){
let data1 = data.media_type;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("application/pdf" !== data1){
const err6 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/const",keyword:"const",params:{allowedValue: "application/pdf"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate264.errors = vErrors;
return errors === 0;
}
validate264.evaluated = {"props":{"type":true,"media_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};

const schema125 = {"type":"object","required":["type","media_type","data"],"properties":{"type":{"type":"string","const":"text"},"media_type":{"type":"string","const":"text/plain"},"data":{"type":"string"}}};

function validate266(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate266.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.media_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media_type"},message:"must have required property '"+"media_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("text" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.media_type !== undefined){
let data1 = data.media_type;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("text/plain" !== data1){
const err6 = {instancePath:instancePath+"/media_type",schemaPath:"#/properties/media_type/const",keyword:"const",params:{allowedValue: "text/plain"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate266.errors = vErrors;
return errors === 0;
}
validate266.evaluated = {"props":{"type":true,"media_type":true,"data":true},"dynamicProps":false,"dynamicItems":false};


function validate263(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate263.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.source === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("document" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "document"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data1 = data.source;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate264(data1, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate264.errors : vErrors.concat(validate264.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
var props0 = {};
props0.type = true;
props0.media_type = true;
props0.data = true;
}
const _errs6 = errors;
if(!(validate266(data1, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate266.errors : vErrors.concat(validate266.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.media_type = true;
props0.data = true;
}
}
const _errs7 = errors;
if(!(validate259(data1, {instancePath:instancePath+"/source",parentData:data,parentDataProperty:"source",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate259.errors : vErrors.concat(validate259.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.url = true;
}
}
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
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
}
if(data.title !== undefined){
let data2 = data.title;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema123.properties.title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.context !== undefined){
let data3 = data.context;
if((typeof data3 !== "string") && (data3 !== null)){
const err6 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: schema123.properties.context.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.citations !== undefined){
let data4 = data.citations;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err7 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: schema123.properties.citations.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.cache_control !== undefined){
let data5 = data.cache_control;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(!(validate253(data5, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid1 = _errs16 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props1 = {};
props1.type = true;
props1.ttl = true;
}
const _errs17 = errors;
if(data5 !== null){
const err8 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs17 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const err9 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
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
validate263.errors = vErrors;
return errors === 0;
}
validate263.evaluated = {"props":{"type":true,"source":true,"title":true,"context":true,"citations":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema126 = {"type":"object","required":["type","id","name","input"],"properties":{"type":{"type":"string","const":"tool_use"},"id":{"type":"string","minLength":1},"name":{"type":"string","minLength":1},"input":{"type":"object","additionalProperties":true},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]}}};

function validate271(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate271.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.input === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("tool_use" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_use"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.input !== undefined){
let data3 = data.input;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err10 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.cache_control !== undefined){
let data4 = data.cache_control;
const _errs11 = errors;
let valid1 = false;
const _errs12 = errors;
if(!(validate253(data4, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.ttl = true;
}
const _errs13 = errors;
if(data4 !== null){
const err11 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err12 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
validate271.errors = vErrors;
return errors === 0;
}
validate271.evaluated = {"props":{"type":true,"id":true,"name":true,"input":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema127 = {"type":"object","required":["type","tool_use_id"],"properties":{"type":{"type":"string","const":"tool_result"},"tool_use_id":{"type":"string","minLength":1},"content":{"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"oneOf":[{"$ref":"openapi.json#/components/schemas/MessagesTextBlockParam"},{"$ref":"openapi.json#/components/schemas/MessagesImageBlockParam"}]}}]},"is_error":{"type":"boolean"},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]}}};

function validate274(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate274.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tool_use_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool_use_id"},message:"must have required property '"+"tool_use_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("tool_result" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "tool_result"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.tool_use_id !== undefined){
let data1 = data.tool_use_id;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/tool_use_id",schemaPath:"#/properties/tool_use_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.content !== undefined){
let data2 = data.content;
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs9 = errors;
if(Array.isArray(data2)){
if(data2.length > 1024){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs12 = errors;
let valid4 = false;
let passing1 = null;
const _errs13 = errors;
if(!(validate252(data3, {instancePath:instancePath+"/content/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate252.errors : vErrors.concat(validate252.errors);
errors = vErrors.length;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
var props0 = {};
props0.type = true;
props0.text = true;
props0.cache_control = true;
props0.citations = true;
}
const _errs14 = errors;
if(!(validate256(data3, {instancePath:instancePath+"/content/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.source = true;
props0.cache_control = true;
}
}
}
if(!valid4){
const err8 = {instancePath:instancePath+"/content/" + i0,schemaPath:"#/properties/content/oneOf/1/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err10 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
}
if(data.is_error !== undefined){
if(typeof data.is_error !== "boolean"){
const err11 = {instancePath:instancePath+"/is_error",schemaPath:"#/properties/is_error/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.cache_control !== undefined){
let data5 = data.cache_control;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(!(validate253(data5, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid2 = _errs19 === errors;
valid5 = valid5 || _valid2;
if(_valid2){
var props1 = {};
props1.type = true;
props1.ttl = true;
}
const _errs20 = errors;
if(data5 !== null){
const err12 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const err13 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate274.errors = vErrors;
return errors === 0;
}
validate274.evaluated = {"props":{"type":true,"tool_use_id":true,"content":true,"is_error":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema128 = {"type":"object","description":"The model's earlier thinking, sent back; engines here do not take it back, so it is dropped.","required":["type","thinking"],"properties":{"type":{"type":"string","const":"thinking"},"thinking":{"type":"string"},"signature":{"type":"string"}}};

function validate279(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate279.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.thinking === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "thinking"},message:"must have required property '"+"thinking"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("thinking" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "thinking"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.thinking !== undefined){
if(typeof data.thinking !== "string"){
const err4 = {instancePath:instancePath+"/thinking",schemaPath:"#/properties/thinking/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.signature !== undefined){
if(typeof data.signature !== "string"){
const err5 = {instancePath:instancePath+"/signature",schemaPath:"#/properties/signature/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate279.errors = vErrors;
return errors === 0;
}
validate279.evaluated = {"props":{"type":true,"thinking":true,"signature":true},"dynamicProps":false,"dynamicItems":false};

const schema129 = {"type":"object","required":["type","data"],"properties":{"type":{"type":"string","const":"redacted_thinking"},"data":{"type":"string"}}};

function validate281(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate281.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("redacted_thinking" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "redacted_thinking"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.data !== undefined){
if(typeof data.data !== "string"){
const err4 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate281.errors = vErrors;
return errors === 0;
}
validate281.evaluated = {"props":{"type":true,"data":true},"dynamicProps":false,"dynamicItems":false};


function validate251(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate251.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!(validate252(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate252.errors : vErrors.concat(validate252.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.type = true;
props0.text = true;
props0.cache_control = true;
props0.citations = true;
}
const _errs2 = errors;
if(!(validate256(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate256.errors : vErrors.concat(validate256.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.source = true;
props0.cache_control = true;
}
}
const _errs3 = errors;
if(!(validate263(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate263.errors : vErrors.concat(validate263.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.source = true;
props0.title = true;
props0.context = true;
props0.citations = true;
props0.cache_control = true;
}
}
const _errs4 = errors;
if(!(validate271(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate271.errors : vErrors.concat(validate271.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.name = true;
props0.input = true;
props0.cache_control = true;
}
}
const _errs5 = errors;
if(!(validate274(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate274.errors : vErrors.concat(validate274.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.tool_use_id = true;
props0.content = true;
props0.is_error = true;
props0.cache_control = true;
}
}
const _errs6 = errors;
if(!(validate279(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate279.errors : vErrors.concat(validate279.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.thinking = true;
props0.signature = true;
}
}
const _errs7 = errors;
if(!(validate281(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate281.errors : vErrors.concat(validate281.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.data = true;
}
}
}
}
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate251.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate251.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate250(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate250.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "user") || (data0 === "assistant"))){
const err3 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema116.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(Array.isArray(data1)){
if(data1.length > 1024){
const err5 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate251(data1[i0], {instancePath:instancePath+"/content/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate251.errors : vErrors.concat(validate251.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
validate250.errors = vErrors;
return errors === 0;
}
validate250.evaluated = {"props":{"role":true,"content":true},"dynamicProps":false,"dynamicItems":false};

const schema130 = {"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"$ref":"openapi.json#/components/schemas/MessagesTextBlockParam"}}]};

function validate285(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate285.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(Array.isArray(data)){
if(data.length > 1024){
const err1 = {instancePath,schemaPath:"#/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
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
if(!(validate252(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate252.errors : vErrors.concat(validate252.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var items0 = true;
}
}
if(!valid0){
const err3 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate285.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate285.evaluated = {"dynamicProps":false,"dynamicItems":true};

const schema131 = {"type":"object","description":"A client tool the model may call. Anthropic's server tools (web search, code execution, ...) are refused with a 400.","required":["name","input_schema"],"properties":{"type":{"type":["string","null"],"const":"custom"},"name":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[a-zA-Z0-9_-]{1,128}$"},"description":{"type":"string"},"input_schema":{"type":"object","description":"The JSON Schema of the tool's input.","additionalProperties":true,"required":["type"],"properties":{"type":{"type":"string","const":"object"}}},"cache_control":{"anyOf":[{"$ref":"openapi.json#/components/schemas/MessagesCacheControl"},{"type":"null"}]}}};
const pattern13 = new RegExp("^[a-zA-Z0-9_-]{1,128}$", "u");

function validate288(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate288.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input_schema === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input_schema"},message:"must have required property '"+"input_schema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if((typeof data0 !== "string") && (data0 !== null)){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: schema131.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("custom" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "custom"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern13.test(data1)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9_-]{1,128}$"},message:"must match pattern \""+"^[a-zA-Z0-9_-]{1,128}$"+"\""};
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
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.input_schema !== undefined){
let data3 = data.input_schema;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type === undefined){
const err9 = {instancePath:instancePath+"/input_schema",schemaPath:"#/properties/input_schema/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.type !== undefined){
let data4 = data3.type;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/input_schema/type",schemaPath:"#/properties/input_schema/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if("object" !== data4){
const err11 = {instancePath:instancePath+"/input_schema/type",schemaPath:"#/properties/input_schema/properties/type/const",keyword:"const",params:{allowedValue: "object"},message:"must be equal to constant"};
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
const err12 = {instancePath:instancePath+"/input_schema",schemaPath:"#/properties/input_schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.cache_control !== undefined){
let data5 = data.cache_control;
const _errs13 = errors;
let valid2 = false;
const _errs14 = errors;
if(!(validate253(data5, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate253.errors : vErrors.concat(validate253.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
valid2 = valid2 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.ttl = true;
}
const _errs15 = errors;
if(data5 !== null){
const err13 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs15 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err14 = {instancePath:instancePath+"/cache_control",schemaPath:"#/properties/cache_control/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
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
validate288.errors = vErrors;
return errors === 0;
}
validate288.evaluated = {"props":{"type":true,"name":true,"description":true,"input_schema":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema132 = {"type":"object","description":"`auto` (the model decides), `any` (it must call one: chat's `required`), `tool` (it must call `name`), `none`.","required":["type"],"properties":{"type":{"type":"string","enum":["auto","any","tool","none"]},"name":{"type":"string","minLength":1},"disable_parallel_tool_use":{"type":"boolean"}}};

function validate291(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate291.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === "auto") || (data0 === "any")) || (data0 === "tool")) || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema132.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.disable_parallel_tool_use !== undefined){
if(typeof data.disable_parallel_tool_use !== "boolean"){
const err5 = {instancePath:instancePath+"/disable_parallel_tool_use",schemaPath:"#/properties/disable_parallel_tool_use/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate291.errors = vErrors;
return errors === 0;
}
validate291.evaluated = {"props":{"type":true,"name":true,"disable_parallel_tool_use":true},"dynamicProps":false,"dynamicItems":false};

const schema133 = {"type":"object","description":"Extended thinking. On a model that takes a reasoning effort, `enabled` maps `budget_tokens` to\none (below 4096: low, below 16384: medium, else high) and `disabled` to `none`; the model's\nreasoning comes back as `thinking` blocks. On any other model it is ignored, as chat ignores\n`reasoning_effort` there.\n","required":["type"],"properties":{"type":{"type":"string","enum":["enabled","disabled","adaptive"]},"budget_tokens":{"type":"integer","minimum":1}}};

function validate293(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate293.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "enabled") || (data0 === "disabled")) || (data0 === "adaptive"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema133.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.budget_tokens !== undefined){
let data1 = data.budget_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/budget_tokens",schemaPath:"#/properties/budget_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/budget_tokens",schemaPath:"#/properties/budget_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate293.errors = vErrors;
return errors === 0;
}
validate293.evaluated = {"props":{"type":true,"budget_tokens":true},"dynamicProps":false,"dynamicItems":false};

const schema134 = {"type":"object","description":"Anthropic's structured output and effort. `format` constrains the answer's text to JSON\nmatching the schema, on the same grammar-constrained path as chat's `response_format`\njson_schema (what the SDKs' `messages.parse` sends); `effort` is the reasoning effort of models\nthat take one (`xhigh` and `max` ask for `high`), unless `thinking` sets it.\n","properties":{"effort":{"type":["string","null"],"enum":["low","medium","high","xhigh","max",null]},"format":{"oneOf":[{"type":"null"},{"$ref":"openapi.json#/components/schemas/MessagesJsonOutputFormat"}]}}};
const schema135 = {"type":"object","required":["type","schema"],"properties":{"type":{"type":"string","const":"json_schema"},"schema":{"type":"object","additionalProperties":true,"description":"The JSON schema the answer's text matches."}}};

function validate296(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate296.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.schema === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("json_schema" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "json_schema"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.schema !== undefined){
let data1 = data.schema;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err4 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate296.errors = vErrors;
return errors === 0;
}
validate296.evaluated = {"props":{"type":true,"schema":true},"dynamicProps":false,"dynamicItems":false};


function validate295(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate295.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.effort !== undefined){
let data0 = data.effort;
if((typeof data0 !== "string") && (data0 !== null)){
const err0 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/type",keyword:"type",params:{type: schema134.properties.effort.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data0 === "low") || (data0 === "medium")) || (data0 === "high")) || (data0 === "xhigh")) || (data0 === "max")) || (data0 === null))){
const err1 = {instancePath:instancePath+"/effort",schemaPath:"#/properties/effort/enum",keyword:"enum",params:{allowedValues: schema134.properties.effort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.format !== undefined){
let data1 = data.format;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(data1 !== null){
const err2 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs7 = errors;
if(!(validate296(data1, {instancePath:instancePath+"/format",parentData:data,parentDataProperty:"format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate296.errors : vErrors.concat(validate296.errors);
errors = vErrors.length;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
var props0 = {};
props0.type = true;
props0.schema = true;
}
}
if(!valid1){
const err3 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
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
validate295.errors = vErrors;
return errors === 0;
}
validate295.evaluated = {"props":{"effort":true,"format":true},"dynamicProps":false,"dynamicItems":false};


function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate249.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.max_tokens === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_tokens"},message:"must have required property '"+"max_tokens"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.messages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.max_tokens !== undefined){
let data1 = data.max_tokens;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err6 = {instancePath:instancePath+"/max_tokens",schemaPath:"#/properties/max_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.messages !== undefined){
let data2 = data.messages;
if(Array.isArray(data2)){
if(data2.length > 4096){
const err7 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.length < 1){
const err8 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate250(data2[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate250.errors : vErrors.concat(validate250.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.system !== undefined){
if(!(validate285(data.system, {instancePath:instancePath+"/system",parentData:data,parentDataProperty:"system",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
let data5 = data.metadata;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.user_id !== undefined){
let data6 = data5.user_id;
if((typeof data6 !== "string") && (data6 !== null)){
const err10 = {instancePath:instancePath+"/metadata/user_id",schemaPath:"#/properties/metadata/properties/user_id/type",keyword:"type",params:{type: schema115.properties.metadata.properties.user_id.type},message:"must be string,null"};
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
else {
const err11 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.stop_sequences !== undefined){
let data7 = data.stop_sequences;
if(Array.isArray(data7)){
if(data7.length > 4){
const err12 = {instancePath:instancePath+"/stop_sequences",schemaPath:"#/properties/stop_sequences/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(typeof data8 === "string"){
if(func1(data8) < 1){
const err13 = {instancePath:instancePath+"/stop_sequences/" + i1,schemaPath:"#/properties/stop_sequences/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/stop_sequences/" + i1,schemaPath:"#/properties/stop_sequences/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/stop_sequences",schemaPath:"#/properties/stop_sequences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.stream !== undefined){
if(typeof data.stream !== "boolean"){
const err16 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.temperature !== undefined){
let data10 = data.temperature;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1 || isNaN(data10)){
const err17 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err18 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err19 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.top_p !== undefined){
let data11 = data.top_p;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 1 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.top_k !== undefined){
let data12 = data.top_k;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err23 = {instancePath:instancePath+"/top_k",schemaPath:"#/properties/top_k/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err24 = {instancePath:instancePath+"/top_k",schemaPath:"#/properties/top_k/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.tools !== undefined){
let data13 = data.tools;
if(Array.isArray(data13)){
if(data13.length > 128){
const err25 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
if(!(validate288(data13[i2], {instancePath:instancePath+"/tools/" + i2,parentData:data13,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.tool_choice !== undefined){
if(!(validate291(data.tool_choice, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
}
if(data.thinking !== undefined){
if(!(validate293(data.thinking, {instancePath:instancePath+"/thinking",parentData:data,parentDataProperty:"thinking",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
}
if(data.output_config !== undefined){
if(!(validate295(data.output_config, {instancePath:instancePath+"/output_config",parentData:data,parentDataProperty:"output_config",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
}
if(data.service_tier !== undefined){
if(typeof data.service_tier !== "string"){
const err27 = {instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.service_parameters !== undefined){
if(!(validate203(data.service_parameters, {instancePath:instancePath+"/service_parameters",parentData:data,parentDataProperty:"service_parameters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate249.errors = vErrors;
return errors === 0;
}
validate249.evaluated = {"props":{"model":true,"max_tokens":true,"messages":true,"system":true,"metadata":true,"stop_sequences":true,"stream":true,"temperature":true,"top_p":true,"top_k":true,"tools":true,"tool_choice":true,"thinking":true,"output_config":true,"service_tier":true,"service_parameters":true},"dynamicProps":false,"dynamicItems":false};


function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate248.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate249(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
validate248.errors = vErrors;
return errors === 0;
}
validate248.evaluated = {"props":{"model":true,"max_tokens":true,"messages":true,"system":true,"metadata":true,"stop_sequences":true,"stream":true,"temperature":true,"top_p":true,"top_k":true,"tools":true,"tool_choice":true,"thinking":true,"output_config":true,"service_tier":true,"service_parameters":true},"dynamicProps":false,"dynamicItems":false};

exports.countMessageTokens_body = validate301;
const schema136 = {"$ref":"openapi.json#/components/schemas/MessagesCountTokensRequest"};
const schema137 = {"type":"object","required":["model","messages"],"properties":{"model":{"type":"string","minLength":1},"messages":{"type":"array","minItems":1,"maxItems":4096,"description":"At most 4,096 messages, 1,024 content blocks in one message and 4,096 in all (a 400 invalid_request_error names the limit).","items":{"$ref":"openapi.json#/components/schemas/MessagesMessageParam"}},"system":{"$ref":"openapi.json#/components/schemas/MessagesSystem"},"tools":{"type":"array","maxItems":128,"description":"At most 128 tools; their input schemas hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all.","items":{"$ref":"openapi.json#/components/schemas/MessagesTool"}},"tool_choice":{"$ref":"openapi.json#/components/schemas/MessagesToolChoice"},"thinking":{"$ref":"openapi.json#/components/schemas/MessagesThinking"},"output_config":{"$ref":"openapi.json#/components/schemas/MessagesOutputConfig"},"service_parameters":{"$ref":"openapi.json#/components/schemas/ChatServiceParameters"}},"example":{"model":"debug-tiny-chat","messages":[{"role":"user","content":"What is the capital of France?"}]}};

function validate302(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate302.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
if(data1.length > 4096){
const err4 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate250(data1[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate250.errors : vErrors.concat(validate250.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.system !== undefined){
if(!(validate285(data.system, {instancePath:instancePath+"/system",parentData:data,parentDataProperty:"system",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate285.errors : vErrors.concat(validate285.errors);
errors = vErrors.length;
}
}
if(data.tools !== undefined){
let data4 = data.tools;
if(Array.isArray(data4)){
if(data4.length > 128){
const err7 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate288(data4[i1], {instancePath:instancePath+"/tools/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate288.errors : vErrors.concat(validate288.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.tool_choice !== undefined){
if(!(validate291(data.tool_choice, {instancePath:instancePath+"/tool_choice",parentData:data,parentDataProperty:"tool_choice",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate291.errors : vErrors.concat(validate291.errors);
errors = vErrors.length;
}
}
if(data.thinking !== undefined){
if(!(validate293(data.thinking, {instancePath:instancePath+"/thinking",parentData:data,parentDataProperty:"thinking",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate293.errors : vErrors.concat(validate293.errors);
errors = vErrors.length;
}
}
if(data.output_config !== undefined){
if(!(validate295(data.output_config, {instancePath:instancePath+"/output_config",parentData:data,parentDataProperty:"output_config",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate295.errors : vErrors.concat(validate295.errors);
errors = vErrors.length;
}
}
if(data.service_parameters !== undefined){
if(!(validate203(data.service_parameters, {instancePath:instancePath+"/service_parameters",parentData:data,parentDataProperty:"service_parameters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate203.errors : vErrors.concat(validate203.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate302.errors = vErrors;
return errors === 0;
}
validate302.evaluated = {"props":{"model":true,"messages":true,"system":true,"tools":true,"tool_choice":true,"thinking":true,"output_config":true,"service_parameters":true},"dynamicProps":false,"dynamicItems":false};


function validate301(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate301.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate302(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate302.errors : vErrors.concat(validate302.errors);
errors = vErrors.length;
}
validate301.errors = vErrors;
return errors === 0;
}
validate301.evaluated = {"props":{"model":true,"messages":true,"system":true,"tools":true,"tool_choice":true,"thinking":true,"output_config":true,"service_parameters":true},"dynamicProps":false,"dynamicItems":false};

exports.quoteVideo_body = validate311;
const schema138 = {"type":"object","additionalProperties":false,"required":["model","duration"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"duration":{"type":"string","pattern":"^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$","description":"e.g. `5s`; `auto`, `-1` or `1 gen` for the model's default."},"aspect_ratio":{"type":"string","maxLength":20},"resolution":{"type":"string","maxLength":20},"upscale_factor":{"type":"number","minimum":1,"maximum":4},"audio":{"type":"boolean"},"video_url":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048},"reference_video_total_duration":{"type":"number","minimum":0,"maximum":150}}};
const pattern14 = new RegExp("^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$", "u");

function validate312(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate312.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 34952798){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 34952798},message:"must NOT have more than 34952798 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern12.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"},message:"must match pattern \""+"^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats10.test(data))){
const err2 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate312.errors = vErrors;
return errors === 0;
}
validate312.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate311(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate311.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.duration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "model") || (key0 === "duration")) || (key0 === "aspect_ratio")) || (key0 === "resolution")) || (key0 === "upscale_factor")) || (key0 === "audio")) || (key0 === "video_url")) || (key0 === "reference_video_total_duration"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.duration !== undefined){
let data1 = data.duration;
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
const err6 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/pattern",keyword:"pattern",params:{pattern: "^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$"},message:"must match pattern \""+"^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$"+"\""};
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
const err7 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.aspect_ratio !== undefined){
let data2 = data.aspect_ratio;
if(typeof data2 === "string"){
if(func1(data2) > 20){
const err8 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err9 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.resolution !== undefined){
let data3 = data.resolution;
if(typeof data3 === "string"){
if(func1(data3) > 20){
const err10 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.upscale_factor !== undefined){
let data4 = data.upscale_factor;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 4 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/upscale_factor",schemaPath:"#/properties/upscale_factor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/upscale_factor",schemaPath:"#/properties/upscale_factor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err14 = {instancePath:instancePath+"/upscale_factor",schemaPath:"#/properties/upscale_factor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.audio !== undefined){
if(typeof data.audio !== "boolean"){
const err15 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.video_url !== undefined){
let data6 = data.video_url;
if(!(validate312(data6, {instancePath:instancePath+"/video_url",parentData:data,parentDataProperty:"video_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate312.errors : vErrors.concat(validate312.errors);
errors = vErrors.length;
}
if(typeof data6 === "string"){
if(func1(data6) > 2048){
const err16 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.reference_video_total_duration !== undefined){
let data7 = data.reference_video_total_duration;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 150 || isNaN(data7)){
const err18 = {instancePath:instancePath+"/reference_video_total_duration",schemaPath:"#/properties/reference_video_total_duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 150},message:"must be <= 150"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err19 = {instancePath:instancePath+"/reference_video_total_duration",schemaPath:"#/properties/reference_video_total_duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err20 = {instancePath:instancePath+"/reference_video_total_duration",schemaPath:"#/properties/reference_video_total_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate311.errors = vErrors;
return errors === 0;
}
validate311.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.quoteAudio_body = validate314;
const schema140 = {"type":"object","additionalProperties":false,"required":["model"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"duration_seconds":{"$ref":"openapi.json#/components/schemas/WholeSeconds"},"character_count":{"type":"integer","minimum":1,"maximum":10000000}}};

function validate315(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate315.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 86400 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err3 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,4}$"},message:"must match pattern \""+"^[1-9][0-9]{0,4}$"+"\""};
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
const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate315.errors = vErrors;
return errors === 0;
}
validate315.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate314(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate314.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "model") || (key0 === "duration_seconds")) || (key0 === "character_count"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err2 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.duration_seconds !== undefined){
if(!(validate315(data.duration_seconds, {instancePath:instancePath+"/duration_seconds",parentData:data,parentDataProperty:"duration_seconds",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate315.errors : vErrors.concat(validate315.errors);
errors = vErrors.length;
}
}
if(data.character_count !== undefined){
let data2 = data.character_count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/character_count",schemaPath:"#/properties/character_count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000000 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/character_count",schemaPath:"#/properties/character_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/character_count",schemaPath:"#/properties/character_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate314.errors = vErrors;
return errors === 0;
}
validate314.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.quoteVoiceChanger_body = validate317;
const schema142 = {"type":"object","additionalProperties":false,"required":["model","duration_seconds"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"duration_seconds":{"$ref":"openapi.json#/components/schemas/WholeSeconds"}}};

function validate318(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate318.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 86400 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/anyOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern8.test(data)){
const err3 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9][0-9]{0,4}$"},message:"must match pattern \""+"^[1-9][0-9]{0,4}$"+"\""};
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
const err4 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err5 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate318.errors = vErrors;
return errors === 0;
}
validate318.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate317(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate317.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.duration_seconds === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration_seconds"},message:"must have required property '"+"duration_seconds"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "model") || (key0 === "duration_seconds"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.duration_seconds !== undefined){
if(!(validate318(data.duration_seconds, {instancePath:instancePath+"/duration_seconds",parentData:data,parentDataProperty:"duration_seconds",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate318.errors : vErrors.concat(validate318.errors);
errors = vErrors.length;
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
validate317.errors = vErrors;
return errors === 0;
}
validate317.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createResponse_body = validate320;
const schema144 = {"$ref":"openapi.json#/components/schemas/ResponsesRequest"};
const schema145 = {"type":"object","description":"Fields not listed are refused (400), as on chat completions; every field OpenAI's SDKs send\nis listed, and those this service does not use say so.\n","required":["model","input"],"additionalProperties":false,"properties":{"model":{"type":"string","description":"A model id, trait or compatibility name (feature suffixes as in chat)."},"input":{"oneOf":[{"type":"string"},{"type":"array","minItems":1,"maxItems":4096,"description":"At most 4,096 items, 1,024 content parts in one message and 4,096 in all (a 400 INVALID_REQUEST names the limit).","items":{"$ref":"openapi.json#/components/schemas/ResponsesInputItem"}}]},"include":{"type":"array","items":{"type":"string"}},"max_output_tokens":{"type":"integer","exclusiveMinimum":0},"temperature":{"type":"number","minimum":0,"maximum":2},"top_p":{"type":"number","minimum":0,"maximum":1},"fallbacks":{"$ref":"openapi.json#/components/schemas/Fallbacks"},"reasoning":{"oneOf":[{"$ref":"openapi.json#/components/schemas/Reasoning"},{"type":"null"}]},"tools":{"type":"array","maxItems":128,"description":"At most 128 tools; their JSON schemas (and `text.format`'s) hold at most 1,000 `enum` values, 2,000 properties and 20,000 JSON values in all (a 400 INVALID_REQUEST names the limit).","items":{"$ref":"openapi.json#/components/schemas/ResponsesTool"}},"tool_choice":{"oneOf":[{"type":"string","enum":["auto","none","required"]},{"type":"object","description":"One function, named flat (`name`) or nested (`function.name`).","required":["type"],"not":{"not":{"anyOf":[{"required":["name"]},{"required":["function"]}]}},"properties":{"type":{"type":"string","const":"function"},"name":{"type":"string"},"function":{"type":"object","required":["name"],"properties":{"name":{"type":"string"}}}}}]},"web_search":{"type":"boolean","description":"As the web_search tool: the service searches the web for the latest user message before the\nmodel answers (enable_web_search=on, with enable_web_citations unless set false). The output\nstarts with a `web_search_call` item, and each `[REF]n[/REF]` marker the model writes becomes\na `url_citation` annotation over the marker's span. The search is charged on top of the tokens.\n"},"text":{"type":"object","properties":{"format":{"$ref":"openapi.json#/components/schemas/ResponsesTextFormat"},"verbosity":{"$ref":"openapi.json#/components/schemas/Verbosity"}}},"stream":{"type":"boolean","default":false},"prompt_cache_key":{"type":["string","null"],"description":"Routing hint that improves cache hits across turns of one conversation."},"prompt_cache_retention":{"type":["string","null"],"enum":["default","in_memory","extended","24h",null],"description":"`in_memory` (OpenAI's name) is `default`."},"service_parameters":{"$ref":"openapi.json#/components/schemas/ResponsesServiceParameters"},"instructions":{"type":["string","null"],"description":"A system message put before the input. As OpenAI's, it is not carried into a later turn by `previous_response_id`."},"store":{"type":["boolean","null"],"default":true,"description":"Keep the response (its input items, output and usage) for the retention period\n(RESPONSE_RETENTION_DAYS, 30 days by default), so that GET /responses/{id} returns it and a\nlater request may continue from it (`previous_response_id`) or name its items\n(`item_reference`). Only the account (or wallet) that made it may read, continue or delete\nit. `false` keeps nothing.\n"},"previous_response_id":{"type":["string","null"],"minLength":1,"maxLength":200,"description":"Continue from a stored response: its input items and output come before this request's\ninput (its `instructions` do not), and are billed as input tokens like any prompt. An\nunknown, expired, deleted or another caller's id is a 404 naming it.\n"},"metadata":{"type":["object","null"],"maxProperties":16,"additionalProperties":{"type":"string","maxLength":512},"description":"Up to 16 strings, kept with the stored response and shown on it."},"background":{"type":["boolean","null"],"description":"Background mode is not available: `true` is a 400."},"conversation":{"anyOf":[{"type":"string"},{"type":"object"},{"type":"null"}],"description":"Conversation objects are not available: a value is a 400 (continue with `previous_response_id`)."},"prompt":{"type":["object","null"],"description":"Stored prompt templates are not available: a value is a 400."},"parallel_tool_calls":{"type":["boolean","null"],"description":"`false` asks for one tool call at most, as on chat."},"max_tool_calls":{"type":["integer","null"],"minimum":0,"description":"Accepted; unused (the service runs no built-in tools for the model)."},"top_logprobs":{"type":["integer","null"],"minimum":0,"maximum":20,"description":"Accepted; unused."},"truncation":{"type":["string","null"],"enum":["auto","disabled",null],"description":"Accepted; unused: input longer than the model's context is refused (400), never cut."},"service_tier":{"type":["string","null"],"description":"Accepted; unused."},"safety_identifier":{"type":["string","null"],"description":"Accepted and discarded."},"user":{"type":["string","null"],"description":"Accepted and discarded."},"stream_options":{"type":["object","null"],"description":"Accepted; unused.","properties":{"include_obfuscation":{"type":"boolean"}}},"context_management":{"type":["array","null"],"items":{"type":"object"},"description":"Accepted; unused."},"moderation":{"type":["object","null"],"description":"Accepted; unused."},"prompt_cache_options":{"type":["object","null"],"description":"Accepted; unused."},"access_programs":{"anyOf":[{"type":"object"},{"type":"array"},{"type":"null"}],"description":"Accepted; unused."},"image":{"type":["object","null"],"description":"Accepted; unused."}},"example":{"model":"debug-tiny-chat","input":"Say hello.","max_output_tokens":32}};
const schema146 = {"anyOf":[{"$ref":"openapi.json#/components/schemas/ResponsesMessageItem"},{"$ref":"openapi.json#/components/schemas/ResponsesReasoningItem"},{"$ref":"openapi.json#/components/schemas/ResponsesFunctionCallItem"},{"$ref":"openapi.json#/components/schemas/ResponsesFunctionCallOutputItem"},{"$ref":"openapi.json#/components/schemas/ResponsesWebSearchCallItem"},{"$ref":"openapi.json#/components/schemas/ResponsesItemReference"}]};
const schema147 = {"type":"object","description":"A message; `type` may be left out. An earlier response's output message (with its `id` and `status`) is taken back as it was.","required":["role","content"],"properties":{"type":{"type":"string","const":"message"},"role":{"type":"string","enum":["user","assistant","system","developer"]},"content":{"$ref":"openapi.json#/components/schemas/ResponsesMessageContent"},"id":{"type":"string"},"status":{"type":"string","enum":["completed","in_progress","incomplete","failed"]}}};
const schema148 = {"oneOf":[{"type":"string"},{"type":"array","maxItems":1024,"items":{"anyOf":[{"$ref":"openapi.json#/components/schemas/ResponsesInputText"},{"$ref":"openapi.json#/components/schemas/ResponsesInputImage"},{"$ref":"openapi.json#/components/schemas/ResponsesOutputText"},{"$ref":"openapi.json#/components/schemas/ResponsesRefusal"}]}}]};
const schema149 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","enum":["input_text","text"]},"text":{"type":"string"},"cache_control":{"$ref":"openapi.json#/components/schemas/CacheControl"}}};

function validate325(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate325.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "input_text") || (data0 === "text"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema149.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cache_control !== undefined){
if(!(validate126(data.cache_control, {instancePath:instancePath+"/cache_control",parentData:data,parentDataProperty:"cache_control",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors);
errors = vErrors.length;
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
validate325.errors = vErrors;
return errors === 0;
}
validate325.evaluated = {"props":{"type":true,"text":true,"cache_control":true},"dynamicProps":false,"dynamicItems":false};

const schema150 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["input_image","image_url"]},"image_url":{"description":"A URL (data URL or public), or `{url, detail}`.","oneOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"},{"type":"object","required":["url"],"properties":{"url":{"$ref":"openapi.json#/components/schemas/CallerUrl"},"detail":{"type":"string","enum":["auto","low","high"]}}}]},"detail":{"type":"string","enum":["auto","low","high"]}}};

function validate328(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate328.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "input_image") || (data0 === "image_url"))){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema150.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.image_url !== undefined){
let data1 = data.image_url;
const _errs4 = errors;
let valid1 = false;
let passing0 = null;
const _errs5 = errors;
if(!(validate129(data1, {instancePath:instancePath+"/image_url",parentData:data,parentDataProperty:"image_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs6 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.url === undefined){
const err3 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/oneOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.url !== undefined){
if(!(validate129(data1.url, {instancePath:instancePath+"/image_url/url",parentData:data1,parentDataProperty:"url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
}
if(data1.detail !== undefined){
let data3 = data1.detail;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/oneOf/1/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data3 === "auto") || (data3 === "low")) || (data3 === "high"))){
const err5 = {instancePath:instancePath+"/image_url/detail",schemaPath:"#/properties/image_url/oneOf/1/properties/detail/enum",keyword:"enum",params:{allowedValues: schema150.properties.image_url.oneOf[1].properties.detail.enum},message:"must be equal to one of the allowed values"};
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
const err6 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
var props0 = {};
props0.url = true;
props0.detail = true;
}
}
if(!valid1){
const err7 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
}
if(data.detail !== undefined){
let data4 = data.detail;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data4 === "auto") || (data4 === "low")) || (data4 === "high"))){
const err9 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/enum",keyword:"enum",params:{allowedValues: schema150.properties.detail.enum},message:"must be equal to one of the allowed values"};
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
validate328.errors = vErrors;
return errors === 0;
}
validate328.evaluated = {"props":{"type":true,"image_url":true,"detail":true},"dynamicProps":false,"dynamicItems":false};

const schema151 = {"type":"object","required":["type","text"],"properties":{"type":{"type":"string","const":"output_text"},"text":{"type":"string"},"annotations":{"type":"array","items":{"$ref":"openapi.json#/components/schemas/ResponsesUrlCitation"}}}};
const schema152 = {"type":"object","required":["type","url","title","start_index","end_index"],"properties":{"type":{"type":"string","const":"url_citation"},"url":{"type":"string"},"title":{"type":"string"},"start_index":{"type":"integer"},"end_index":{"type":"integer"}}};

function validate333(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate333.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.title === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.start_index === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_index"},message:"must have required property '"+"start_index"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.end_index === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_index"},message:"must have required property '"+"end_index"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("url_citation" !== data0){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "url_citation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.start_index !== undefined){
let data3 = data.start_index;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/start_index",schemaPath:"#/properties/start_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.end_index !== undefined){
let data4 = data.end_index;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/end_index",schemaPath:"#/properties/end_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate333.errors = vErrors;
return errors === 0;
}
validate333.evaluated = {"props":{"type":true,"url":true,"title":true,"start_index":true,"end_index":true},"dynamicProps":false,"dynamicItems":false};


function validate332(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate332.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("output_text" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "output_text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.annotations !== undefined){
let data2 = data.annotations;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate333(data2[i0], {instancePath:instancePath+"/annotations/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate333.errors : vErrors.concat(validate333.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/annotations",schemaPath:"#/properties/annotations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate332.errors = vErrors;
return errors === 0;
}
validate332.evaluated = {"props":{"type":true,"text":true,"annotations":true},"dynamicProps":false,"dynamicItems":false};

const schema153 = {"type":"object","description":"A refusal in an earlier answer's output message, replayed; it reaches the model as that answer's text.","required":["type","refusal"],"properties":{"type":{"type":"string","const":"refusal"},"refusal":{"type":"string"}}};

function validate336(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate336.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.refusal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "refusal"},message:"must have required property '"+"refusal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("refusal" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "refusal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.refusal !== undefined){
if(typeof data.refusal !== "string"){
const err4 = {instancePath:instancePath+"/refusal",schemaPath:"#/properties/refusal/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate336.errors = vErrors;
return errors === 0;
}
validate336.evaluated = {"props":{"type":true,"refusal":true},"dynamicProps":false,"dynamicItems":false};


function validate324(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate324.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(Array.isArray(data)){
if(data.length > 1024){
const err1 = {instancePath,schemaPath:"#/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
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
let data0 = data[i0];
const _errs6 = errors;
let valid3 = false;
const _errs7 = errors;
if(!(validate325(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate325.errors : vErrors.concat(validate325.errors);
errors = vErrors.length;
}
var _valid1 = _errs7 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
var props0 = {};
props0.type = true;
props0.text = true;
props0.cache_control = true;
}
const _errs8 = errors;
if(!(validate328(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate328.errors : vErrors.concat(validate328.errors);
errors = vErrors.length;
}
var _valid1 = _errs8 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.image_url = true;
props0.detail = true;
}
}
const _errs9 = errors;
if(!(validate332(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate332.errors : vErrors.concat(validate332.errors);
errors = vErrors.length;
}
var _valid1 = _errs9 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.text = true;
props0.annotations = true;
}
}
const _errs10 = errors;
if(!(validate336(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate336.errors : vErrors.concat(validate336.errors);
errors = vErrors.length;
}
var _valid1 = _errs10 === errors;
valid3 = valid3 || _valid1;
if(_valid1){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.refusal = true;
}
}
if(!valid3){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/oneOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
var items0 = true;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate324.errors = vErrors;
evaluated0.items = items0;
return errors === 0;
}
validate324.evaluated = {"dynamicProps":false,"dynamicItems":true};


function validate323(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate323.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.content === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("message" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "message"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.role !== undefined){
let data1 = data.role;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data1 === "user") || (data1 === "assistant")) || (data1 === "system")) || (data1 === "developer"))){
const err5 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema147.properties.role.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.content !== undefined){
if(!(validate324(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate324.errors : vErrors.concat(validate324.errors);
errors = vErrors.length;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data4 === "completed") || (data4 === "in_progress")) || (data4 === "incomplete")) || (data4 === "failed"))){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema147.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate323.errors = vErrors;
return errors === 0;
}
validate323.evaluated = {"props":{"type":true,"role":true,"content":true,"id":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema154 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"reasoning"},"id":{"type":"string"},"summary":{"type":"array","maxItems":1024,"items":{"type":"object","additionalProperties":true}},"content":{"type":["array","null"],"maxItems":1024,"items":{"type":"object","additionalProperties":true},"description":"null as some clients send it: no content."},"encrypted_content":{"type":["string","null"]},"status":{"type":"string","enum":["completed","in_progress","incomplete"]}}};

function validate340(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate340.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("reasoning" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.summary !== undefined){
let data2 = data.summary;
if(Array.isArray(data2)){
if(data2.length > 1024){
const err4 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err5 = {instancePath:instancePath+"/summary/" + i0,schemaPath:"#/properties/summary/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/summary",schemaPath:"#/properties/summary/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.content !== undefined){
let data4 = data.content;
if((!(Array.isArray(data4))) && (data4 !== null)){
const err7 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: schema154.properties.content.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(Array.isArray(data4)){
if(data4.length > 1024){
const err8 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxItems",keyword:"maxItems",params:{limit: 1024},message:"must NOT have more than 1024 items"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err9 = {instancePath:instancePath+"/content/" + i1,schemaPath:"#/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
}
if(data.encrypted_content !== undefined){
let data6 = data.encrypted_content;
if((typeof data6 !== "string") && (data6 !== null)){
const err10 = {instancePath:instancePath+"/encrypted_content",schemaPath:"#/properties/encrypted_content/type",keyword:"type",params:{type: schema154.properties.encrypted_content.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.status !== undefined){
let data7 = data.status;
if(typeof data7 !== "string"){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data7 === "completed") || (data7 === "in_progress")) || (data7 === "incomplete"))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema154.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate340.errors = vErrors;
return errors === 0;
}
validate340.evaluated = {"props":{"type":true,"id":true,"summary":true,"content":true,"encrypted_content":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema155 = {"type":"object","required":["type","call_id","name","arguments"],"properties":{"type":{"type":"string","const":"function_call"},"call_id":{"type":"string"},"name":{"type":"string"},"arguments":{"type":"string"},"id":{"type":"string"},"status":{"type":"string","enum":["completed","in_progress","incomplete"]}}};

function validate342(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate342.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.arguments === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("function_call" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.call_id !== undefined){
if(typeof data.call_id !== "string"){
const err6 = {instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.arguments !== undefined){
if(typeof data.arguments !== "string"){
const err8 = {instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data5 === "completed") || (data5 === "in_progress")) || (data5 === "incomplete"))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema155.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate342.errors = vErrors;
return errors === 0;
}
validate342.evaluated = {"props":{"type":true,"call_id":true,"name":true,"arguments":true,"id":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema156 = {"type":"object","required":["type","call_id","output"],"properties":{"type":{"type":"string","const":"function_call_output"},"call_id":{"type":"string"},"output":{"description":"The function's result, as text or as text parts.","oneOf":[{"type":"string"},{"type":"array","items":{"$ref":"openapi.json#/components/schemas/ResponsesInputText"}}]},"id":{"type":["string","null"]},"status":{"type":["string","null"],"enum":["completed","in_progress","incomplete",null]}}};

function validate344(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate344.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.call_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "call_id"},message:"must have required property '"+"call_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.output === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("function_call_output" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function_call_output"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.call_id !== undefined){
if(typeof data.call_id !== "string"){
const err5 = {instancePath:instancePath+"/call_id",schemaPath:"#/properties/call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.output !== undefined){
let data2 = data.output;
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs9 = errors;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate325(data2[i0], {instancePath:instancePath+"/output/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate325.errors : vErrors.concat(validate325.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err8 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
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
}
if(data.id !== undefined){
let data4 = data.id;
if((typeof data4 !== "string") && (data4 !== null)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: schema156.properties.id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
let data5 = data.status;
if((typeof data5 !== "string") && (data5 !== null)){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: schema156.properties.status.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data5 === "completed") || (data5 === "in_progress")) || (data5 === "incomplete")) || (data5 === null))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema156.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate344.errors = vErrors;
return errors === 0;
}
validate344.evaluated = {"props":{"type":true,"call_id":true,"output":true,"id":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema157 = {"type":"object","description":"An earlier response's web search, replayed from its output; the search is not run again.","required":["type"],"properties":{"type":{"type":"string","const":"web_search_call"},"id":{"type":"string"},"status":{"type":"string"}}};

function validate347(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate347.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("web_search_call" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "web_search_call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.status !== undefined){
if(typeof data.status !== "string"){
const err4 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate347.errors = vErrors;
return errors === 0;
}
validate347.evaluated = {"props":{"type":true,"id":true,"status":true},"dynamicProps":false,"dynamicItems":false};

const schema158 = {"type":"object","required":["type","id"],"properties":{"type":{"type":"string","const":"item_reference"},"id":{"type":"string"}}};

function validate349(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate349.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("item_reference" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "item_reference"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate349.errors = vErrors;
return errors === 0;
}
validate349.evaluated = {"props":{"type":true,"id":true},"dynamicProps":false,"dynamicItems":false};


function validate322(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate322.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate323(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate323.errors : vErrors.concat(validate323.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.role = true;
props0.content = true;
props0.id = true;
props0.status = true;
}
const _errs2 = errors;
if(!(validate340(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate340.errors : vErrors.concat(validate340.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.summary = true;
props0.content = true;
props0.encrypted_content = true;
props0.status = true;
}
}
const _errs3 = errors;
if(!(validate342(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate342.errors : vErrors.concat(validate342.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.call_id = true;
props0.name = true;
props0.arguments = true;
props0.id = true;
props0.status = true;
}
}
const _errs4 = errors;
if(!(validate344(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate344.errors : vErrors.concat(validate344.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.call_id = true;
props0.output = true;
props0.id = true;
props0.status = true;
}
}
const _errs5 = errors;
if(!(validate347(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate347.errors : vErrors.concat(validate347.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
props0.status = true;
}
}
const _errs6 = errors;
if(!(validate349(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate349.errors : vErrors.concat(validate349.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.id = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate322.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate322.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema159 = {"anyOf":[{"$ref":"openapi.json#/components/schemas/ResponsesFunctionTool"},{"$ref":"openapi.json#/components/schemas/ResponsesWebSearchTool"},{"$ref":"openapi.json#/components/schemas/ResponsesXSearchTool"},{"$ref":"openapi.json#/components/schemas/ResponsesOtherTool"}]};
const schema160 = {"type":"object","description":"A function tool, nested (`function: {name, \u2026}`) or flat (`name`, `parameters`, \u2026 beside `type`) as OpenAI clients send it.","required":["type"],"not":{"not":{"anyOf":[{"required":["function"]},{"required":["name"]}]}},"properties":{"type":{"type":"string","const":"function"},"function":{"$ref":"openapi.json#/components/schemas/FunctionDefinition"},"name":{"type":"string","minLength":1},"description":{"type":["string","null"]},"parameters":{"type":["object","null"],"additionalProperties":true},"strict":{"type":["boolean","null"]}}};

function validate355(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate355.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.function === undefined) && (missing0 = "function")){
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
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.name === undefined) && (missing1 = "name")){
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
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
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
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs4 === errors;
if(valid1){
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
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err4 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("function" !== data0){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.function !== undefined){
if(!(validate195(data.function, {instancePath:instancePath+"/function",parentData:data,parentDataProperty:"function",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema160.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.parameters !== undefined){
let data4 = data.parameters;
if((!(data4 && typeof data4 == "object" && !Array.isArray(data4))) && (data4 !== null)){
const err11 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: schema160.properties.parameters.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.strict !== undefined){
let data5 = data.strict;
if((typeof data5 !== "boolean") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: schema160.properties.strict.type},message:"must be boolean,null"};
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
validate355.errors = vErrors;
return errors === 0;
}
validate355.evaluated = {"props":{"type":true,"function":true,"name":true,"description":true,"parameters":true,"strict":true},"dynamicProps":false,"dynamicItems":false};

const schema161 = {"type":"object","description":"The service searches the web before the model answers (as `web_search: true`); search_context_size and user_location are accepted and not used.","required":["type"],"properties":{"type":{"type":"string","const":"web_search"},"search_context_size":{"type":"string","enum":["low","medium","high"]},"user_location":{"type":"object","properties":{"type":{"type":"string","const":"approximate"},"city":{"type":"string"},"region":{"type":"string"},"country":{"type":"string"},"timezone":{"type":"string"}}}}};

function validate358(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate358.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("web_search" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "web_search"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.search_context_size !== undefined){
let data1 = data.search_context_size;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/search_context_size",schemaPath:"#/properties/search_context_size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((data1 === "low") || (data1 === "medium")) || (data1 === "high"))){
const err4 = {instancePath:instancePath+"/search_context_size",schemaPath:"#/properties/search_context_size/enum",keyword:"enum",params:{allowedValues: schema161.properties.search_context_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.user_location !== undefined){
let data2 = data.user_location;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/user_location/type",schemaPath:"#/properties/user_location/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("approximate" !== data3){
const err6 = {instancePath:instancePath+"/user_location/type",schemaPath:"#/properties/user_location/properties/type/const",keyword:"const",params:{allowedValue: "approximate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.city !== undefined){
if(typeof data2.city !== "string"){
const err7 = {instancePath:instancePath+"/user_location/city",schemaPath:"#/properties/user_location/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.region !== undefined){
if(typeof data2.region !== "string"){
const err8 = {instancePath:instancePath+"/user_location/region",schemaPath:"#/properties/user_location/properties/region/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.country !== undefined){
if(typeof data2.country !== "string"){
const err9 = {instancePath:instancePath+"/user_location/country",schemaPath:"#/properties/user_location/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.timezone !== undefined){
if(typeof data2.timezone !== "string"){
const err10 = {instancePath:instancePath+"/user_location/timezone",schemaPath:"#/properties/user_location/properties/timezone/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err11 = {instancePath:instancePath+"/user_location",schemaPath:"#/properties/user_location/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate358.errors = vErrors;
return errors === 0;
}
validate358.evaluated = {"props":{"type":true,"search_context_size":true,"user_location":true},"dynamicProps":false,"dynamicItems":false};

const schema162 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","const":"x_search"},"allowed_x_handles":{"type":"array","maxItems":10,"items":{"type":"string"}},"excluded_x_handles":{"type":"array","maxItems":10,"items":{"type":"string"}},"from_date":{"type":"string"},"to_date":{"type":"string"},"enable_image_understanding":{"type":"boolean"},"enable_video_understanding":{"type":"boolean"}}};

function validate360(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate360.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("x_search" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "x_search"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.allowed_x_handles !== undefined){
let data1 = data.allowed_x_handles;
if(Array.isArray(data1)){
if(data1.length > 10){
const err3 = {instancePath:instancePath+"/allowed_x_handles",schemaPath:"#/properties/allowed_x_handles/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err4 = {instancePath:instancePath+"/allowed_x_handles/" + i0,schemaPath:"#/properties/allowed_x_handles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err5 = {instancePath:instancePath+"/allowed_x_handles",schemaPath:"#/properties/allowed_x_handles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.excluded_x_handles !== undefined){
let data3 = data.excluded_x_handles;
if(Array.isArray(data3)){
if(data3.length > 10){
const err6 = {instancePath:instancePath+"/excluded_x_handles",schemaPath:"#/properties/excluded_x_handles/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(typeof data3[i1] !== "string"){
const err7 = {instancePath:instancePath+"/excluded_x_handles/" + i1,schemaPath:"#/properties/excluded_x_handles/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err8 = {instancePath:instancePath+"/excluded_x_handles",schemaPath:"#/properties/excluded_x_handles/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.from_date !== undefined){
if(typeof data.from_date !== "string"){
const err9 = {instancePath:instancePath+"/from_date",schemaPath:"#/properties/from_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.to_date !== undefined){
if(typeof data.to_date !== "string"){
const err10 = {instancePath:instancePath+"/to_date",schemaPath:"#/properties/to_date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.enable_image_understanding !== undefined){
if(typeof data.enable_image_understanding !== "boolean"){
const err11 = {instancePath:instancePath+"/enable_image_understanding",schemaPath:"#/properties/enable_image_understanding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.enable_video_understanding !== undefined){
if(typeof data.enable_video_understanding !== "boolean"){
const err12 = {instancePath:instancePath+"/enable_video_understanding",schemaPath:"#/properties/enable_video_understanding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate360.errors = vErrors;
return errors === 0;
}
validate360.evaluated = {"props":{"type":true,"allowed_x_handles":true,"excluded_x_handles":true,"from_date":true,"to_date":true,"enable_image_understanding":true,"enable_video_understanding":true},"dynamicProps":false,"dynamicItems":false};

const schema163 = {"type":"object","description":"`code_interpreter`, `file_search`, `computer_use_preview` or another tool kind; only functions can be called here.","required":["type"],"properties":{"type":{"type":"string","not":{"enum":["function","web_search","x_search"]}}}};

function validate362(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate362.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs3 = errors;
const _errs4 = errors;
if(!(((data0 === "function") || (data0 === "web_search")) || (data0 === "x_search"))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs4 === errors;
if(valid1){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
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
validate362.errors = vErrors;
return errors === 0;
}
validate362.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};


function validate354(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate354.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate355(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate355.errors : vErrors.concat(validate355.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.type = true;
props0.function = true;
props0.name = true;
props0.description = true;
props0.parameters = true;
props0.strict = true;
}
const _errs2 = errors;
if(!(validate358(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate358.errors : vErrors.concat(validate358.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.search_context_size = true;
props0.user_location = true;
}
}
const _errs3 = errors;
if(!(validate360(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate360.errors : vErrors.concat(validate360.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.allowed_x_handles = true;
props0.excluded_x_handles = true;
props0.from_date = true;
props0.to_date = true;
props0.enable_image_understanding = true;
props0.enable_video_understanding = true;
}
}
const _errs4 = errors;
if(!(validate362(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate362.errors : vErrors.concat(validate362.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate354.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate354.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema164 = {"type":"object","description":"The answer's form, as chat's `response_format` with the schema's fields flat: `json_schema`\nconstrains the text to JSON of `schema` (on the embedded engine a grammar guarantees it),\n`json_object` to a JSON object, `text` leaves it free.\n","oneOf":[{"$ref":"openapi.json#/components/schemas/ResponsesTextFormatJsonSchema"},{"$ref":"openapi.json#/components/schemas/ResponsesTextFormatJsonObject"},{"$ref":"openapi.json#/components/schemas/ResponsesTextFormatText"}],"discriminator":{"propertyName":"type"}};
const schema165 = {"type":"object","required":["type","schema"],"properties":{"type":{"type":"string","enum":["json_schema"],"description":"discriminator enum property added by openapi-typescript"},"name":{"type":"string"},"description":{"type":"string"},"schema":{"type":"object","additionalProperties":true},"strict":{"type":["boolean","null"]}}};

function validate366(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate366.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.schema === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema"},message:"must have required property '"+"schema"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "json_schema")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema165.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schema !== undefined){
let data3 = data.schema;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err6 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.strict !== undefined){
let data4 = data.strict;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err7 = {instancePath:instancePath+"/strict",schemaPath:"#/properties/strict/type",keyword:"type",params:{type: schema165.properties.strict.type},message:"must be boolean,null"};
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
validate366.errors = vErrors;
return errors === 0;
}
validate366.evaluated = {"props":{"type":true,"name":true,"description":true,"schema":true,"strict":true},"dynamicProps":false,"dynamicItems":false};

const schema166 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["json_object"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate367(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate367.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "json_object")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema166.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate367.errors = vErrors;
return errors === 0;
}
validate367.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};

const schema167 = {"type":"object","required":["type"],"properties":{"type":{"type":"string","enum":["text"],"description":"discriminator enum property added by openapi-typescript"}}};

function validate368(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate368.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(data0 === "text")){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema167.properties.type.enum},message:"must be equal to one of the allowed values"};
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
validate368.errors = vErrors;
return errors === 0;
}
validate368.evaluated = {"props":{"type":true},"dynamicProps":false,"dynamicItems":false};


function validate365(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate365.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "json_schema"){
if(!(validate366(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate366.errors : vErrors.concat(validate366.errors);
errors = vErrors.length;
}
var props0 = {};
props0.type = true;
props0.name = true;
props0.description = true;
props0.schema = true;
props0.strict = true;
}
else if(tag0 === "json_object"){
if(!(validate367(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate367.errors : vErrors.concat(validate367.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else if(tag0 === "text"){
if(!(validate368(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate368.errors : vErrors.concat(validate368.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate365.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate365.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema168 = {"type":"object","additionalProperties":false,"properties":{"character_slug":{"type":"string"},"enable_e2ee":{"type":"boolean","default":true},"enable_web_search":{"$ref":"openapi.json#/components/schemas/WebSearchEnablement"},"enable_web_scraping":{"type":"boolean","default":false},"enable_web_citations":{"type":"boolean","default":false},"include_service_system_prompt":{"type":"boolean","default":true},"include_search_results_in_stream":{"type":"boolean","default":false}}};

function validate374(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate374.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "character_slug") || (key0 === "enable_e2ee")) || (key0 === "enable_web_search")) || (key0 === "enable_web_scraping")) || (key0 === "enable_web_citations")) || (key0 === "include_service_system_prompt")) || (key0 === "include_search_results_in_stream"))){
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
if(data.character_slug !== undefined){
if(typeof data.character_slug !== "string"){
const err1 = {instancePath:instancePath+"/character_slug",schemaPath:"#/properties/character_slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.enable_e2ee !== undefined){
if(typeof data.enable_e2ee !== "boolean"){
const err2 = {instancePath:instancePath+"/enable_e2ee",schemaPath:"#/properties/enable_e2ee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.enable_web_search !== undefined){
if(!(validate204(data.enable_web_search, {instancePath:instancePath+"/enable_web_search",parentData:data,parentDataProperty:"enable_web_search",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
}
if(data.enable_web_scraping !== undefined){
if(typeof data.enable_web_scraping !== "boolean"){
const err3 = {instancePath:instancePath+"/enable_web_scraping",schemaPath:"#/properties/enable_web_scraping/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enable_web_citations !== undefined){
if(typeof data.enable_web_citations !== "boolean"){
const err4 = {instancePath:instancePath+"/enable_web_citations",schemaPath:"#/properties/enable_web_citations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.include_service_system_prompt !== undefined){
if(typeof data.include_service_system_prompt !== "boolean"){
const err5 = {instancePath:instancePath+"/include_service_system_prompt",schemaPath:"#/properties/include_service_system_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.include_search_results_in_stream !== undefined){
if(typeof data.include_search_results_in_stream !== "boolean"){
const err6 = {instancePath:instancePath+"/include_search_results_in_stream",schemaPath:"#/properties/include_search_results_in_stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate374.errors = vErrors;
return errors === 0;
}
validate374.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate321(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate321.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema145.properties, key0))){
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
if(data.model !== undefined){
if(typeof data.model !== "string"){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.input !== undefined){
let data1 = data.input;
const _errs5 = errors;
let valid1 = false;
let passing0 = null;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if(Array.isArray(data1)){
if(data1.length > 4096){
const err5 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/maxItems",keyword:"maxItems",params:{limit: 4096},message:"must NOT have more than 4096 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate322(data1[i0], {instancePath:instancePath+"/input/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate322.errors : vErrors.concat(validate322.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err8 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.include !== undefined){
let data3 = data.include;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(typeof data3[i1] !== "string"){
const err9 = {instancePath:instancePath+"/include/" + i1,schemaPath:"#/properties/include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/include",schemaPath:"#/properties/include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.max_output_tokens !== undefined){
let data5 = data.max_output_tokens;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 <= 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
if(data.temperature !== undefined){
let data6 = data.temperature;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err15 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.top_p !== undefined){
let data7 = data.top_p;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err18 = {instancePath:instancePath+"/top_p",schemaPath:"#/properties/top_p/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.fallbacks !== undefined){
if(!(validate181(data.fallbacks, {instancePath:instancePath+"/fallbacks",parentData:data,parentDataProperty:"fallbacks",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
}
if(data.reasoning !== undefined){
let data9 = data.reasoning;
const _errs23 = errors;
let valid6 = false;
let passing1 = null;
const _errs24 = errors;
if(!(validate173(data9, {instancePath:instancePath+"/reasoning",parentData:data,parentDataProperty:"reasoning",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
var _valid1 = _errs24 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
var props1 = {};
props1.effort = true;
props1.summary = true;
}
const _errs25 = errors;
if(data9 !== null){
const err19 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err20 = {instancePath:instancePath+"/reasoning",schemaPath:"#/properties/reasoning/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data.tools !== undefined){
let data10 = data.tools;
if(Array.isArray(data10)){
if(data10.length > 128){
const err21 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/maxItems",keyword:"maxItems",params:{limit: 128},message:"must NOT have more than 128 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len2 = data10.length;
for(let i2=0; i2<len2; i2++){
if(!(validate354(data10[i2], {instancePath:instancePath+"/tools/" + i2,parentData:data10,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate354.errors : vErrors.concat(validate354.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/tools",schemaPath:"#/properties/tools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.tool_choice !== undefined){
let data12 = data.tool_choice;
const _errs31 = errors;
let valid9 = false;
let passing2 = null;
const _errs32 = errors;
if(typeof data12 !== "string"){
const err23 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data12 === "auto") || (data12 === "none")) || (data12 === "required"))){
const err24 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf/0/enum",keyword:"enum",params:{allowedValues: schema145.properties.tool_choice.oneOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs32 === errors;
if(_valid2){
valid9 = true;
passing2 = 0;
}
const _errs34 = errors;
const _errs36 = errors;
const _errs37 = errors;
const _errs38 = errors;
const _errs39 = errors;
const _errs40 = errors;
let valid12 = false;
const _errs41 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing0;
if((data12.name === undefined) && (missing0 = "name")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var _valid3 = _errs41 === errors;
valid12 = valid12 || _valid3;
const _errs42 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing1;
if((data12.function === undefined) && (missing1 = "function")){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid3 = _errs42 === errors;
valid12 = valid12 || _valid3;
if(!valid12){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
errors = _errs40;
if(vErrors !== null){
if(_errs40){
vErrors.length = _errs40;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs39 === errors;
if(valid11){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs37 === errors;
if(valid10){
const err29 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.type === undefined){
const err30 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data12.type !== undefined){
let data13 = data12.type;
if(typeof data13 !== "string"){
const err31 = {instancePath:instancePath+"/tool_choice/type",schemaPath:"#/properties/tool_choice/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("function" !== data13){
const err32 = {instancePath:instancePath+"/tool_choice/type",schemaPath:"#/properties/tool_choice/oneOf/1/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data12.name !== undefined){
if(typeof data12.name !== "string"){
const err33 = {instancePath:instancePath+"/tool_choice/name",schemaPath:"#/properties/tool_choice/oneOf/1/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data12.function !== undefined){
let data15 = data12.function;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err34 = {instancePath:instancePath+"/tool_choice/function",schemaPath:"#/properties/tool_choice/oneOf/1/properties/function/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err35 = {instancePath:instancePath+"/tool_choice/function/name",schemaPath:"#/properties/tool_choice/oneOf/1/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/tool_choice/function",schemaPath:"#/properties/tool_choice/oneOf/1/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err37 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid2 = _errs34 === errors;
if(_valid2 && valid9){
valid9 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid9 = true;
passing2 = 1;
var props3 = {};
props3.type = true;
props3.name = true;
props3.function = true;
}
}
if(!valid9){
const err38 = {instancePath:instancePath+"/tool_choice",schemaPath:"#/properties/tool_choice/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.web_search !== undefined){
if(typeof data.web_search !== "boolean"){
const err39 = {instancePath:instancePath+"/web_search",schemaPath:"#/properties/web_search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.text !== undefined){
let data18 = data.text;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.format !== undefined){
if(!(validate365(data18.format, {instancePath:instancePath+"/text/format",parentData:data18,parentDataProperty:"format",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate365.errors : vErrors.concat(validate365.errors);
errors = vErrors.length;
}
}
if(data18.verbosity !== undefined){
if(!(validate178(data18.verbosity, {instancePath:instancePath+"/text/verbosity",parentData:data18,parentDataProperty:"verbosity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate178.errors : vErrors.concat(validate178.errors);
errors = vErrors.length;
}
}
}
else {
const err40 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.stream !== undefined){
if(typeof data.stream !== "boolean"){
const err41 = {instancePath:instancePath+"/stream",schemaPath:"#/properties/stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.prompt_cache_key !== undefined){
let data22 = data.prompt_cache_key;
if((typeof data22 !== "string") && (data22 !== null)){
const err42 = {instancePath:instancePath+"/prompt_cache_key",schemaPath:"#/properties/prompt_cache_key/type",keyword:"type",params:{type: schema145.properties.prompt_cache_key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.prompt_cache_retention !== undefined){
let data23 = data.prompt_cache_retention;
if((typeof data23 !== "string") && (data23 !== null)){
const err43 = {instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/type",keyword:"type",params:{type: schema145.properties.prompt_cache_retention.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!(((((data23 === "default") || (data23 === "in_memory")) || (data23 === "extended")) || (data23 === "24h")) || (data23 === null))){
const err44 = {instancePath:instancePath+"/prompt_cache_retention",schemaPath:"#/properties/prompt_cache_retention/enum",keyword:"enum",params:{allowedValues: schema145.properties.prompt_cache_retention.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.service_parameters !== undefined){
if(!(validate374(data.service_parameters, {instancePath:instancePath+"/service_parameters",parentData:data,parentDataProperty:"service_parameters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate374.errors : vErrors.concat(validate374.errors);
errors = vErrors.length;
}
}
if(data.instructions !== undefined){
let data25 = data.instructions;
if((typeof data25 !== "string") && (data25 !== null)){
const err45 = {instancePath:instancePath+"/instructions",schemaPath:"#/properties/instructions/type",keyword:"type",params:{type: schema145.properties.instructions.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.store !== undefined){
let data26 = data.store;
if((typeof data26 !== "boolean") && (data26 !== null)){
const err46 = {instancePath:instancePath+"/store",schemaPath:"#/properties/store/type",keyword:"type",params:{type: schema145.properties.store.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.previous_response_id !== undefined){
let data27 = data.previous_response_id;
if((typeof data27 !== "string") && (data27 !== null)){
const err47 = {instancePath:instancePath+"/previous_response_id",schemaPath:"#/properties/previous_response_id/type",keyword:"type",params:{type: schema145.properties.previous_response_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data27 === "string"){
if(func1(data27) > 200){
const err48 = {instancePath:instancePath+"/previous_response_id",schemaPath:"#/properties/previous_response_id/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func1(data27) < 1){
const err49 = {instancePath:instancePath+"/previous_response_id",schemaPath:"#/properties/previous_response_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data.metadata !== undefined){
let data28 = data.metadata;
if((!(data28 && typeof data28 == "object" && !Array.isArray(data28))) && (data28 !== null)){
const err50 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: schema145.properties.metadata.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(Object.keys(data28).length > 16){
const err51 = {instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/maxProperties",keyword:"maxProperties",params:{limit: 16},message:"must NOT have more than 16 properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key1 in data28){
let data29 = data28[key1];
if(typeof data29 === "string"){
if(func1(data29) > 512){
const err52 = {instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/metadata/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/metadata/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
}
if(data.background !== undefined){
let data30 = data.background;
if((typeof data30 !== "boolean") && (data30 !== null)){
const err54 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: schema145.properties.background.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.conversation !== undefined){
let data31 = data.conversation;
const _errs78 = errors;
let valid17 = false;
const _errs79 = errors;
if(typeof data31 !== "string"){
const err55 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid4 = _errs79 === errors;
valid17 = valid17 || _valid4;
const _errs81 = errors;
if(!(data31 && typeof data31 == "object" && !Array.isArray(data31))){
const err56 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid4 = _errs81 === errors;
valid17 = valid17 || _valid4;
const _errs83 = errors;
if(data31 !== null){
const err57 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid4 = _errs83 === errors;
valid17 = valid17 || _valid4;
if(!valid17){
const err58 = {instancePath:instancePath+"/conversation",schemaPath:"#/properties/conversation/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
if(data.prompt !== undefined){
let data32 = data.prompt;
if((!(data32 && typeof data32 == "object" && !Array.isArray(data32))) && (data32 !== null)){
const err59 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: schema145.properties.prompt.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.parallel_tool_calls !== undefined){
let data33 = data.parallel_tool_calls;
if((typeof data33 !== "boolean") && (data33 !== null)){
const err60 = {instancePath:instancePath+"/parallel_tool_calls",schemaPath:"#/properties/parallel_tool_calls/type",keyword:"type",params:{type: schema145.properties.parallel_tool_calls.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.max_tool_calls !== undefined){
let data34 = data.max_tool_calls;
if((!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))) && (data34 !== null)){
const err61 = {instancePath:instancePath+"/max_tool_calls",schemaPath:"#/properties/max_tool_calls/type",keyword:"type",params:{type: schema145.properties.max_tool_calls.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err62 = {instancePath:instancePath+"/max_tool_calls",schemaPath:"#/properties/max_tool_calls/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
if(data.top_logprobs !== undefined){
let data35 = data.top_logprobs;
if((!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))) && (data35 !== null)){
const err63 = {instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/type",keyword:"type",params:{type: schema145.properties.top_logprobs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 > 20 || isNaN(data35)){
const err64 = {instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data35 < 0 || isNaN(data35)){
const err65 = {instancePath:instancePath+"/top_logprobs",schemaPath:"#/properties/top_logprobs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.truncation !== undefined){
let data36 = data.truncation;
if((typeof data36 !== "string") && (data36 !== null)){
const err66 = {instancePath:instancePath+"/truncation",schemaPath:"#/properties/truncation/type",keyword:"type",params:{type: schema145.properties.truncation.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(!(((data36 === "auto") || (data36 === "disabled")) || (data36 === null))){
const err67 = {instancePath:instancePath+"/truncation",schemaPath:"#/properties/truncation/enum",keyword:"enum",params:{allowedValues: schema145.properties.truncation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.service_tier !== undefined){
let data37 = data.service_tier;
if((typeof data37 !== "string") && (data37 !== null)){
const err68 = {instancePath:instancePath+"/service_tier",schemaPath:"#/properties/service_tier/type",keyword:"type",params:{type: schema145.properties.service_tier.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.safety_identifier !== undefined){
let data38 = data.safety_identifier;
if((typeof data38 !== "string") && (data38 !== null)){
const err69 = {instancePath:instancePath+"/safety_identifier",schemaPath:"#/properties/safety_identifier/type",keyword:"type",params:{type: schema145.properties.safety_identifier.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.user !== undefined){
let data39 = data.user;
if((typeof data39 !== "string") && (data39 !== null)){
const err70 = {instancePath:instancePath+"/user",schemaPath:"#/properties/user/type",keyword:"type",params:{type: schema145.properties.user.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.stream_options !== undefined){
let data40 = data.stream_options;
if((!(data40 && typeof data40 == "object" && !Array.isArray(data40))) && (data40 !== null)){
const err71 = {instancePath:instancePath+"/stream_options",schemaPath:"#/properties/stream_options/type",keyword:"type",params:{type: schema145.properties.stream_options.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.include_obfuscation !== undefined){
if(typeof data40.include_obfuscation !== "boolean"){
const err72 = {instancePath:instancePath+"/stream_options/include_obfuscation",schemaPath:"#/properties/stream_options/properties/include_obfuscation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
if(data.context_management !== undefined){
let data42 = data.context_management;
if((!(Array.isArray(data42))) && (data42 !== null)){
const err73 = {instancePath:instancePath+"/context_management",schemaPath:"#/properties/context_management/type",keyword:"type",params:{type: schema145.properties.context_management.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(Array.isArray(data42)){
const len3 = data42.length;
for(let i3=0; i3<len3; i3++){
let data43 = data42[i3];
if(!(data43 && typeof data43 == "object" && !Array.isArray(data43))){
const err74 = {instancePath:instancePath+"/context_management/" + i3,schemaPath:"#/properties/context_management/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
}
if(data.moderation !== undefined){
let data44 = data.moderation;
if((!(data44 && typeof data44 == "object" && !Array.isArray(data44))) && (data44 !== null)){
const err75 = {instancePath:instancePath+"/moderation",schemaPath:"#/properties/moderation/type",keyword:"type",params:{type: schema145.properties.moderation.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data.prompt_cache_options !== undefined){
let data45 = data.prompt_cache_options;
if((!(data45 && typeof data45 == "object" && !Array.isArray(data45))) && (data45 !== null)){
const err76 = {instancePath:instancePath+"/prompt_cache_options",schemaPath:"#/properties/prompt_cache_options/type",keyword:"type",params:{type: schema145.properties.prompt_cache_options.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.access_programs !== undefined){
let data46 = data.access_programs;
const _errs114 = errors;
let valid21 = false;
const _errs115 = errors;
if(!(data46 && typeof data46 == "object" && !Array.isArray(data46))){
const err77 = {instancePath:instancePath+"/access_programs",schemaPath:"#/properties/access_programs/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid5 = _errs115 === errors;
valid21 = valid21 || _valid5;
const _errs117 = errors;
if(!(Array.isArray(data46))){
const err78 = {instancePath:instancePath+"/access_programs",schemaPath:"#/properties/access_programs/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid5 = _errs117 === errors;
valid21 = valid21 || _valid5;
const _errs119 = errors;
if(data46 !== null){
const err79 = {instancePath:instancePath+"/access_programs",schemaPath:"#/properties/access_programs/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid5 = _errs119 === errors;
valid21 = valid21 || _valid5;
if(!valid21){
const err80 = {instancePath:instancePath+"/access_programs",schemaPath:"#/properties/access_programs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
}
if(data.image !== undefined){
let data47 = data.image;
if((!(data47 && typeof data47 == "object" && !Array.isArray(data47))) && (data47 !== null)){
const err81 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: schema145.properties.image.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
else {
const err82 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
validate321.errors = vErrors;
return errors === 0;
}
validate321.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate320(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate320.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate321(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate321.errors : vErrors.concat(validate321.errors);
errors = vErrors.length;
}
validate320.errors = vErrors;
return errors === 0;
}
validate320.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.queueVideo_body = validate378;
const schema169 = {"type":"object","additionalProperties":false,"required":["model","prompt","duration"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"prompt":{"type":"string","minLength":1,"maxLength":20000,"description":"At most the model's prompt_character_limit (2,500 unless its constraints say)."},"duration":{"type":"string","pattern":"^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$","description":"e.g. `5s`; `auto`, `-1` or `1 gen` for the model's default."},"negative_prompt":{"type":"string","maxLength":20000,"description":"At most the model's prompt_character_limit."},"aspect_ratio":{"type":"string","maxLength":20},"resolution":{"type":"string","maxLength":20},"audio":{"type":"boolean"},"image_url":{"type":"string","maxLength":2048,"description":"A URL or data URL; image-to-video models start from it."},"end_image_url":{"type":"string","maxLength":2048},"video_url":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048},"audio_url":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048},"reference_image_urls":{"type":"array","maxItems":30,"items":{"type":"string","maxLength":2048}},"reference_video_urls":{"type":"array","maxItems":10,"items":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048}},"reference_audio_urls":{"type":"array","maxItems":10,"items":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048},"description":"Each paired with an image or video reference."},"upscale_factor":{"type":"number","enum":[1,2,4],"description":"Upscale models only; the model's default (2) when absent."},"reference_document_urls":{"type":"array","maxItems":1,"items":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048}},"elements":{"type":"array","maxItems":4,"description":"Subjects to keep consistent across the video, each shown by a frontal image, more images or a video.","items":{"type":"object","additionalProperties":false,"properties":{"frontal_image_url":{"type":"string","maxLength":2048},"reference_image_urls":{"type":"array","maxItems":3,"items":{"type":"string","maxLength":2048}},"video_url":{"type":"string","allOf":[{"$ref":"openapi.json#/components/schemas/CallerUrl"}],"maxLength":2048}}}},"scene_image_urls":{"type":"array","maxItems":4,"items":{"type":"string","maxLength":2048}},"keyframes":{"type":"array","maxItems":10,"description":"Images the video passes through, at frame indexes of a 24 fps video.","items":{"type":"object","additionalProperties":false,"required":["image_url","frame_index"],"properties":{"image_url":{"type":"string","minLength":1,"maxLength":2048},"frame_index":{"type":"integer","minimum":0}}}},"omni_reference_task_type":{"type":"string","enum":["auto","reference","edit","extend"]},"consents":{"type":"object","additionalProperties":false,"description":"Consents a model's provider requires before it takes media showing faces.","properties":{"seedance":{"type":"object","additionalProperties":false,"required":["confirmed_terms_and_privacy","confirmed_legal_right","confirmed_screening_acknowledged"],"properties":{"confirmed_terms_and_privacy":{"type":"boolean","const":true},"confirmed_legal_right":{"type":"boolean","const":true},"confirmed_screening_acknowledged":{"type":"boolean","const":true}}}}}}};

function validate379(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate379.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 34952798){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 34952798},message:"must NOT have more than 34952798 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern12.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"},message:"must match pattern \""+"^([hH][tT][tT][pP][sS]?://|[dD][aA][tT][aA]:)"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats10.test(data))){
const err2 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate379.errors = vErrors;
return errors === 0;
}
validate379.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate378(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate378.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.prompt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prompt"},message:"must have required property '"+"prompt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.duration === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema169.properties, key0))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err6 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.prompt !== undefined){
let data1 = data.prompt;
if(typeof data1 === "string"){
if(func1(data1) > 20000){
const err7 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err9 = {instancePath:instancePath+"/prompt",schemaPath:"#/properties/prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.duration !== undefined){
let data2 = data.duration;
if(typeof data2 === "string"){
if(!pattern14.test(data2)){
const err10 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/pattern",keyword:"pattern",params:{pattern: "^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$"},message:"must match pattern \""+"^([1-9]|[12][0-9]|30)s$|^-1$|^1 gen$|^[Aa]uto$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/duration",schemaPath:"#/properties/duration/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.negative_prompt !== undefined){
let data3 = data.negative_prompt;
if(typeof data3 === "string"){
if(func1(data3) > 20000){
const err12 = {instancePath:instancePath+"/negative_prompt",schemaPath:"#/properties/negative_prompt/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/negative_prompt",schemaPath:"#/properties/negative_prompt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.aspect_ratio !== undefined){
let data4 = data.aspect_ratio;
if(typeof data4 === "string"){
if(func1(data4) > 20){
const err14 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
const err15 = {instancePath:instancePath+"/aspect_ratio",schemaPath:"#/properties/aspect_ratio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.resolution !== undefined){
let data5 = data.resolution;
if(typeof data5 === "string"){
if(func1(data5) > 20){
const err16 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/resolution",schemaPath:"#/properties/resolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.audio !== undefined){
if(typeof data.audio !== "boolean"){
const err18 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.image_url !== undefined){
let data7 = data.image_url;
if(typeof data7 === "string"){
if(func1(data7) > 2048){
const err19 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err20 = {instancePath:instancePath+"/image_url",schemaPath:"#/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.end_image_url !== undefined){
let data8 = data.end_image_url;
if(typeof data8 === "string"){
if(func1(data8) > 2048){
const err21 = {instancePath:instancePath+"/end_image_url",schemaPath:"#/properties/end_image_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/end_image_url",schemaPath:"#/properties/end_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.video_url !== undefined){
let data9 = data.video_url;
if(!(validate379(data9, {instancePath:instancePath+"/video_url",parentData:data,parentDataProperty:"video_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data9 === "string"){
if(func1(data9) > 2048){
const err23 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/video_url",schemaPath:"#/properties/video_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.audio_url !== undefined){
let data10 = data.audio_url;
if(!(validate379(data10, {instancePath:instancePath+"/audio_url",parentData:data,parentDataProperty:"audio_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data10 === "string"){
if(func1(data10) > 2048){
const err25 = {instancePath:instancePath+"/audio_url",schemaPath:"#/properties/audio_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/audio_url",schemaPath:"#/properties/audio_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.reference_image_urls !== undefined){
let data11 = data.reference_image_urls;
if(Array.isArray(data11)){
if(data11.length > 30){
const err27 = {instancePath:instancePath+"/reference_image_urls",schemaPath:"#/properties/reference_image_urls/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(typeof data12 === "string"){
if(func1(data12) > 2048){
const err28 = {instancePath:instancePath+"/reference_image_urls/" + i0,schemaPath:"#/properties/reference_image_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/reference_image_urls/" + i0,schemaPath:"#/properties/reference_image_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err30 = {instancePath:instancePath+"/reference_image_urls",schemaPath:"#/properties/reference_image_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.reference_video_urls !== undefined){
let data13 = data.reference_video_urls;
if(Array.isArray(data13)){
if(data13.length > 10){
const err31 = {instancePath:instancePath+"/reference_video_urls",schemaPath:"#/properties/reference_video_urls/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(!(validate379(data14, {instancePath:instancePath+"/reference_video_urls/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data14 === "string"){
if(func1(data14) > 2048){
const err32 = {instancePath:instancePath+"/reference_video_urls/" + i1,schemaPath:"#/properties/reference_video_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/reference_video_urls/" + i1,schemaPath:"#/properties/reference_video_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/reference_video_urls",schemaPath:"#/properties/reference_video_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.reference_audio_urls !== undefined){
let data15 = data.reference_audio_urls;
if(Array.isArray(data15)){
if(data15.length > 10){
const err35 = {instancePath:instancePath+"/reference_audio_urls",schemaPath:"#/properties/reference_audio_urls/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(!(validate379(data16, {instancePath:instancePath+"/reference_audio_urls/" + i2,parentData:data15,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data16 === "string"){
if(func1(data16) > 2048){
const err36 = {instancePath:instancePath+"/reference_audio_urls/" + i2,schemaPath:"#/properties/reference_audio_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/reference_audio_urls/" + i2,schemaPath:"#/properties/reference_audio_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/reference_audio_urls",schemaPath:"#/properties/reference_audio_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.upscale_factor !== undefined){
let data17 = data.upscale_factor;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err39 = {instancePath:instancePath+"/upscale_factor",schemaPath:"#/properties/upscale_factor/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(((data17 === 1) || (data17 === 2)) || (data17 === 4))){
const err40 = {instancePath:instancePath+"/upscale_factor",schemaPath:"#/properties/upscale_factor/enum",keyword:"enum",params:{allowedValues: schema169.properties.upscale_factor.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.reference_document_urls !== undefined){
let data18 = data.reference_document_urls;
if(Array.isArray(data18)){
if(data18.length > 1){
const err41 = {instancePath:instancePath+"/reference_document_urls",schemaPath:"#/properties/reference_document_urls/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
if(!(validate379(data19, {instancePath:instancePath+"/reference_document_urls/" + i3,parentData:data18,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data19 === "string"){
if(func1(data19) > 2048){
const err42 = {instancePath:instancePath+"/reference_document_urls/" + i3,schemaPath:"#/properties/reference_document_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/reference_document_urls/" + i3,schemaPath:"#/properties/reference_document_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/reference_document_urls",schemaPath:"#/properties/reference_document_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.elements !== undefined){
let data20 = data.elements;
if(Array.isArray(data20)){
if(data20.length > 4){
const err45 = {instancePath:instancePath+"/elements",schemaPath:"#/properties/elements/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len4 = data20.length;
for(let i4=0; i4<len4; i4++){
let data21 = data20[i4];
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key1 in data21){
if(!(((key1 === "frontal_image_url") || (key1 === "reference_image_urls")) || (key1 === "video_url"))){
const err46 = {instancePath:instancePath+"/elements/" + i4,schemaPath:"#/properties/elements/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data21.frontal_image_url !== undefined){
let data22 = data21.frontal_image_url;
if(typeof data22 === "string"){
if(func1(data22) > 2048){
const err47 = {instancePath:instancePath+"/elements/" + i4+"/frontal_image_url",schemaPath:"#/properties/elements/items/properties/frontal_image_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/elements/" + i4+"/frontal_image_url",schemaPath:"#/properties/elements/items/properties/frontal_image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data21.reference_image_urls !== undefined){
let data23 = data21.reference_image_urls;
if(Array.isArray(data23)){
if(data23.length > 3){
const err49 = {instancePath:instancePath+"/elements/" + i4+"/reference_image_urls",schemaPath:"#/properties/elements/items/properties/reference_image_urls/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const len5 = data23.length;
for(let i5=0; i5<len5; i5++){
let data24 = data23[i5];
if(typeof data24 === "string"){
if(func1(data24) > 2048){
const err50 = {instancePath:instancePath+"/elements/" + i4+"/reference_image_urls/" + i5,schemaPath:"#/properties/elements/items/properties/reference_image_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/elements/" + i4+"/reference_image_urls/" + i5,schemaPath:"#/properties/elements/items/properties/reference_image_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/elements/" + i4+"/reference_image_urls",schemaPath:"#/properties/elements/items/properties/reference_image_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data21.video_url !== undefined){
let data25 = data21.video_url;
if(!(validate379(data25, {instancePath:instancePath+"/elements/" + i4+"/video_url",parentData:data21,parentDataProperty:"video_url",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate379.errors : vErrors.concat(validate379.errors);
errors = vErrors.length;
}
if(typeof data25 === "string"){
if(func1(data25) > 2048){
const err53 = {instancePath:instancePath+"/elements/" + i4+"/video_url",schemaPath:"#/properties/elements/items/properties/video_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/elements/" + i4+"/video_url",schemaPath:"#/properties/elements/items/properties/video_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/elements/" + i4,schemaPath:"#/properties/elements/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/elements",schemaPath:"#/properties/elements/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.scene_image_urls !== undefined){
let data26 = data.scene_image_urls;
if(Array.isArray(data26)){
if(data26.length > 4){
const err57 = {instancePath:instancePath+"/scene_image_urls",schemaPath:"#/properties/scene_image_urls/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len6 = data26.length;
for(let i6=0; i6<len6; i6++){
let data27 = data26[i6];
if(typeof data27 === "string"){
if(func1(data27) > 2048){
const err58 = {instancePath:instancePath+"/scene_image_urls/" + i6,schemaPath:"#/properties/scene_image_urls/items/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/scene_image_urls/" + i6,schemaPath:"#/properties/scene_image_urls/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/scene_image_urls",schemaPath:"#/properties/scene_image_urls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.keyframes !== undefined){
let data28 = data.keyframes;
if(Array.isArray(data28)){
if(data28.length > 10){
const err61 = {instancePath:instancePath+"/keyframes",schemaPath:"#/properties/keyframes/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const len7 = data28.length;
for(let i7=0; i7<len7; i7++){
let data29 = data28[i7];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.image_url === undefined){
const err62 = {instancePath:instancePath+"/keyframes/" + i7,schemaPath:"#/properties/keyframes/items/required",keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data29.frame_index === undefined){
const err63 = {instancePath:instancePath+"/keyframes/" + i7,schemaPath:"#/properties/keyframes/items/required",keyword:"required",params:{missingProperty: "frame_index"},message:"must have required property '"+"frame_index"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key2 in data29){
if(!((key2 === "image_url") || (key2 === "frame_index"))){
const err64 = {instancePath:instancePath+"/keyframes/" + i7,schemaPath:"#/properties/keyframes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data29.image_url !== undefined){
let data30 = data29.image_url;
if(typeof data30 === "string"){
if(func1(data30) > 2048){
const err65 = {instancePath:instancePath+"/keyframes/" + i7+"/image_url",schemaPath:"#/properties/keyframes/items/properties/image_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(func1(data30) < 1){
const err66 = {instancePath:instancePath+"/keyframes/" + i7+"/image_url",schemaPath:"#/properties/keyframes/items/properties/image_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/keyframes/" + i7+"/image_url",schemaPath:"#/properties/keyframes/items/properties/image_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data29.frame_index !== undefined){
let data31 = data29.frame_index;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err68 = {instancePath:instancePath+"/keyframes/" + i7+"/frame_index",schemaPath:"#/properties/keyframes/items/properties/frame_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err69 = {instancePath:instancePath+"/keyframes/" + i7+"/frame_index",schemaPath:"#/properties/keyframes/items/properties/frame_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
else {
const err70 = {instancePath:instancePath+"/keyframes/" + i7,schemaPath:"#/properties/keyframes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/keyframes",schemaPath:"#/properties/keyframes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.omni_reference_task_type !== undefined){
let data32 = data.omni_reference_task_type;
if(typeof data32 !== "string"){
const err72 = {instancePath:instancePath+"/omni_reference_task_type",schemaPath:"#/properties/omni_reference_task_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!((((data32 === "auto") || (data32 === "reference")) || (data32 === "edit")) || (data32 === "extend"))){
const err73 = {instancePath:instancePath+"/omni_reference_task_type",schemaPath:"#/properties/omni_reference_task_type/enum",keyword:"enum",params:{allowedValues: schema169.properties.omni_reference_task_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.consents !== undefined){
let data33 = data.consents;
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key3 in data33){
if(!(key3 === "seedance")){
const err74 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data33.seedance !== undefined){
let data34 = data33.seedance;
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
if(data34.confirmed_terms_and_privacy === undefined){
const err75 = {instancePath:instancePath+"/consents/seedance",schemaPath:"#/properties/consents/properties/seedance/required",keyword:"required",params:{missingProperty: "confirmed_terms_and_privacy"},message:"must have required property '"+"confirmed_terms_and_privacy"+"'"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data34.confirmed_legal_right === undefined){
const err76 = {instancePath:instancePath+"/consents/seedance",schemaPath:"#/properties/consents/properties/seedance/required",keyword:"required",params:{missingProperty: "confirmed_legal_right"},message:"must have required property '"+"confirmed_legal_right"+"'"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(data34.confirmed_screening_acknowledged === undefined){
const err77 = {instancePath:instancePath+"/consents/seedance",schemaPath:"#/properties/consents/properties/seedance/required",keyword:"required",params:{missingProperty: "confirmed_screening_acknowledged"},message:"must have required property '"+"confirmed_screening_acknowledged"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key4 in data34){
if(!(((key4 === "confirmed_terms_and_privacy") || (key4 === "confirmed_legal_right")) || (key4 === "confirmed_screening_acknowledged"))){
const err78 = {instancePath:instancePath+"/consents/seedance",schemaPath:"#/properties/consents/properties/seedance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data34.confirmed_terms_and_privacy !== undefined){
let data35 = data34.confirmed_terms_and_privacy;
if(typeof data35 !== "boolean"){
const err79 = {instancePath:instancePath+"/consents/seedance/confirmed_terms_and_privacy",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_terms_and_privacy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(true !== data35){
const err80 = {instancePath:instancePath+"/consents/seedance/confirmed_terms_and_privacy",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_terms_and_privacy/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data34.confirmed_legal_right !== undefined){
let data36 = data34.confirmed_legal_right;
if(typeof data36 !== "boolean"){
const err81 = {instancePath:instancePath+"/consents/seedance/confirmed_legal_right",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_legal_right/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(true !== data36){
const err82 = {instancePath:instancePath+"/consents/seedance/confirmed_legal_right",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_legal_right/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data34.confirmed_screening_acknowledged !== undefined){
let data37 = data34.confirmed_screening_acknowledged;
if(typeof data37 !== "boolean"){
const err83 = {instancePath:instancePath+"/consents/seedance/confirmed_screening_acknowledged",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_screening_acknowledged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(true !== data37){
const err84 = {instancePath:instancePath+"/consents/seedance/confirmed_screening_acknowledged",schemaPath:"#/properties/consents/properties/seedance/properties/confirmed_screening_acknowledged/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
else {
const err85 = {instancePath:instancePath+"/consents/seedance",schemaPath:"#/properties/consents/properties/seedance/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
else {
const err86 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
validate378.errors = vErrors;
return errors === 0;
}
validate378.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.retrieveVideo_body = validate386;
const schema171 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100},"delete_media_on_completion":{"type":"boolean","description":"Ask the provider to delete the video once it has been delivered."}}};

function validate386(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate386.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "model") || (key0 === "queue_id")) || (key0 === "delete_media_on_completion"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.delete_media_on_completion !== undefined){
if(typeof data.delete_media_on_completion !== "boolean"){
const err9 = {instancePath:instancePath+"/delete_media_on_completion",schemaPath:"#/properties/delete_media_on_completion/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate386.errors = vErrors;
return errors === 0;
}
validate386.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.completeVideo_body = validate387;
const schema172 = {"type":"object","additionalProperties":false,"required":["model","queue_id"],"properties":{"model":{"type":"string","minLength":1,"maxLength":200},"queue_id":{"type":"string","minLength":1,"maxLength":100}}};

function validate387(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate387.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.model === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.queue_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "model") || (key0 === "queue_id"))){
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
if(data.model !== undefined){
let data0 = data.model;
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err3 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.queue_id !== undefined){
let data1 = data.queue_id;
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate387.errors = vErrors;
return errors === 0;
}
validate387.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.topUpWallet_body = validate388;
const schema173 = {"type":"object","additionalProperties":false,"properties":{"amount":{"type":"number","minimum":5,"maximum":10000,"description":"USD to add."}}};

function validate388(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate388.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "amount")){
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
if(data.amount !== undefined){
let data0 = data.amount;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 10000 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 5 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 5},message:"must be >= 5"};
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
const err3 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate388.errors = vErrors;
return errors === 0;
}
validate388.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_ModelResponse = validate389;
const schema174 = {"$ref":"openapi.json#/components/schemas/ModelResponse"};
const schema175 = {"type":"object","required":["id","object","owned_by","type","model_spec"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"model"},"owned_by":{"type":"string"},"type":{"$ref":"openapi.json#/components/schemas/ModelType"},"created":{"type":"integer","description":"Unix time the model was added."},"context_length":{"type":"integer","description":"Context window of a text model (tokens)."},"model_spec":{"$ref":"openapi.json#/components/schemas/ModelSpec"}},"example":{"id":"debug-tiny-chat","object":"model","owned_by":"this service","type":"text","created":1763683200,"context_length":2048,"model_spec":{"privacy":"private","name":"Debug tiny chat (random weights)","traits":["default"],"availableContextTokens":2048,"capabilities":{"optimizedForCode":false,"supportsFunctionCalling":true,"supportsAudioInput":false,"supportsReasoning":false,"supportsReasoningEffort":false,"supportsResponseSchema":true,"supportsMultipleImages":false,"supportsVision":false,"supportsVideoInput":false,"supportsWebSearch":false,"supportsLogProbs":false,"supportsTeeAttestation":false,"supportsE2EE":false,"supportsXSearch":false,"quantization":"fp16"},"constraints":{"temperature":{"default":0.8},"top_p":{"default":0.9}},"pricing":{"input":{"usd":0.15,"diem":0.15},"output":{"usd":0.6,"diem":0.6}}}}};
const schema176 = {"type":"string","enum":["asr","embedding","image","music","text","tts","upscale","inpaint","video"]};

function validate391(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate391.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((((data === "asr") || (data === "embedding")) || (data === "image")) || (data === "music")) || (data === "text")) || (data === "tts")) || (data === "upscale")) || (data === "inpaint")) || (data === "video"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema176.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate391.errors = vErrors;
return errors === 0;
}
validate391.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema177 = {"type":"object","required":["privacy"],"properties":{"privacy":{"type":"string","enum":["private","anonymized"]},"name":{"type":"string"},"description":{"type":"string"},"modelSource":{"type":"string"},"offline":{"type":"boolean","default":false},"beta":{"type":"boolean"},"betaModel":{"type":"boolean"},"traits":{"type":"array","items":{"type":"string"}},"uncensored":{"type":"boolean"},"regionRestrictions":{"type":"array","items":{"type":"string"}},"deprecation":{"$ref":"openapi.json#/components/schemas/ModelDeprecation"},"availableContextTokens":{"type":"integer","minimum":1},"maxCompletionTokens":{"type":"integer","minimum":1},"capabilities":{"$ref":"openapi.json#/components/schemas/TextModelCapabilities"},"constraints":{"$ref":"openapi.json#/components/schemas/ModelConstraints"},"pricing":{"$ref":"openapi.json#/components/schemas/ModelPricing"},"supportsStyleReferences":{"type":"boolean"},"imageOperation":{"type":"string","enum":["upscale","background-remove"],"description":"What an upscale-type model does to an image (default upscale)."},"embeddingDimensions":{"type":"integer","minimum":1},"maxInputTokens":{"type":"integer","minimum":1},"supportsCustomDimensions":{"type":"boolean"},"voices":{"type":"array","items":{"type":"string"}},"languages":{"type":"array","items":{"type":"string"},"description":"The languages a transcription model understands (ISO 639-1 codes), any of which `language` takes."},"voice_aliases":{"type":"object","description":"Other names a speech model takes as `voice` (OpenAI's `alloy`, `nova`, \u2026), each standing for one of its `voices` (config/compatibility.yaml `voices`).","additionalProperties":{"type":"string"}},"default_voice":{"type":"string"},"supported_formats":{"type":"array","items":{"type":"string"}},"default_format":{"type":"string"},"supports_speed":{"type":"boolean"},"default_speed":{"type":"number"},"min_speed":{"type":"number"},"max_speed":{"type":"number"},"supports_lyrics":{"type":"boolean"},"lyrics_required":{"type":"boolean"},"supports_force_instrumental":{"type":"boolean"},"supports_loop":{"type":"boolean"},"supports_language_code":{"type":"boolean"},"duration_options":{"type":"array","items":{"type":"number"}},"min_duration":{"type":"number"},"max_duration":{"type":"number"},"default_duration":{"type":"number"},"prompt_character_limit":{"type":"integer","minimum":1},"voice_changer":{"type":"boolean","description":"A voice-changer model (POST /audio/voice-changer/*)."},"max_source_audio_duration_seconds":{"type":"integer","minimum":1,"description":"Longest source audio a voice-changer job takes."},"accepted_audio_formats":{"type":"array","items":{"type":"string"},"description":"Source audio file types a voice-changer model takes (extensions, e.g. mp3, wav); empty or absent: any the service decodes."},"supports_background_noise_removal":{"type":"boolean","description":"A voice-changer model that takes `remove_background_noise`."},"supports_seed":{"type":"boolean","description":"A voice-changer model that takes `seed`."},"supports_custom_voice_id":{"type":"boolean","description":"A voice-changer model that takes a `voice` outside its `voices` list (a provider's voice id)."},"voice_cloning":{"type":"object","description":"A speech model that clones voices (POST /audio/voices); its handles work as `voice` with this model.","required":["mode","accepted_formats","min_sample_seconds","retention_days"],"properties":{"mode":{"type":"string","enum":["zero_shot","persistent"]},"accepted_formats":{"type":"array","items":{"type":"string"}},"min_sample_seconds":{"type":"number","minimum":0},"retention_days":{"type":"integer","minimum":1}}}}};
const schema178 = {"type":"object","required":["autoRemap","date","removesAt"],"properties":{"autoRemap":{"type":"boolean","description":"Whether requests are routed to the replacement after removal."},"date":{"type":"string","description":"Date the deprecation was announced (ISO 8601)."},"removesAt":{"type":"string","description":"Date the model is removed (ISO 8601)."},"startsAt":{"type":"string"},"replacementModelId":{"type":"string"}}};

function validate394(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate394.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.autoRemap === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "autoRemap"},message:"must have required property '"+"autoRemap"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.removesAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "removesAt"},message:"must have required property '"+"removesAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.autoRemap !== undefined){
if(typeof data.autoRemap !== "boolean"){
const err3 = {instancePath:instancePath+"/autoRemap",schemaPath:"#/properties/autoRemap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.date !== undefined){
if(typeof data.date !== "string"){
const err4 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.removesAt !== undefined){
if(typeof data.removesAt !== "string"){
const err5 = {instancePath:instancePath+"/removesAt",schemaPath:"#/properties/removesAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.startsAt !== undefined){
if(typeof data.startsAt !== "string"){
const err6 = {instancePath:instancePath+"/startsAt",schemaPath:"#/properties/startsAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.replacementModelId !== undefined){
if(typeof data.replacementModelId !== "string"){
const err7 = {instancePath:instancePath+"/replacementModelId",schemaPath:"#/properties/replacementModelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate394.errors = vErrors;
return errors === 0;
}
validate394.evaluated = {"props":{"autoRemap":true,"date":true,"removesAt":true,"startsAt":true,"replacementModelId":true},"dynamicProps":false,"dynamicItems":false};

const schema179 = {"type":"object","description":"What a text model can do. Requests for a feature the model lacks get a 400 naming it.","additionalProperties":false,"required":["optimizedForCode","supportsFunctionCalling","supportsAudioInput","supportsReasoning","supportsReasoningEffort","supportsResponseSchema","supportsMultipleImages","supportsVision","supportsVideoInput","supportsWebSearch","supportsLogProbs","supportsTeeAttestation","supportsE2EE","supportsXSearch","quantization"],"properties":{"optimizedForCode":{"type":"boolean"},"supportsFunctionCalling":{"type":"boolean"},"supportsAudioInput":{"type":"boolean"},"supportsReasoning":{"type":"boolean"},"supportsReasoningEffort":{"type":"boolean"},"supportsResponseSchema":{"type":"boolean"},"supportsMultipleImages":{"type":"boolean"},"supportsVision":{"type":"boolean"},"supportsVideoInput":{"type":"boolean"},"supportsWebSearch":{"type":"boolean"},"supportsLogProbs":{"type":"boolean"},"supportsTeeAttestation":{"type":"boolean"},"supportsE2EE":{"type":"boolean"},"supportsXSearch":{"type":"boolean"},"quantization":{"type":"string","enum":["fp4","fp8","fp16","bf16","int8","int4","not-available"]},"reasoningEffortOptions":{"type":"array","items":{"type":"string","enum":["none","minimal","low","medium","high","xhigh","max"]}},"defaultReasoningEffort":{"type":"string","enum":["none","minimal","low","medium","high","xhigh","max"]},"maxImages":{"type":"integer","minimum":0},"maxVideos":{"type":"integer","minimum":0}}};

function validate396(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate396.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.optimizedForCode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "optimizedForCode"},message:"must have required property '"+"optimizedForCode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.supportsFunctionCalling === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsFunctionCalling"},message:"must have required property '"+"supportsFunctionCalling"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.supportsAudioInput === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsAudioInput"},message:"must have required property '"+"supportsAudioInput"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.supportsReasoning === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsReasoning"},message:"must have required property '"+"supportsReasoning"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.supportsReasoningEffort === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsReasoningEffort"},message:"must have required property '"+"supportsReasoningEffort"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.supportsResponseSchema === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsResponseSchema"},message:"must have required property '"+"supportsResponseSchema"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.supportsMultipleImages === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsMultipleImages"},message:"must have required property '"+"supportsMultipleImages"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.supportsVision === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsVision"},message:"must have required property '"+"supportsVision"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.supportsVideoInput === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsVideoInput"},message:"must have required property '"+"supportsVideoInput"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.supportsWebSearch === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsWebSearch"},message:"must have required property '"+"supportsWebSearch"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.supportsLogProbs === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsLogProbs"},message:"must have required property '"+"supportsLogProbs"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.supportsTeeAttestation === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsTeeAttestation"},message:"must have required property '"+"supportsTeeAttestation"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.supportsE2EE === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsE2EE"},message:"must have required property '"+"supportsE2EE"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.supportsXSearch === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "supportsXSearch"},message:"must have required property '"+"supportsXSearch"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.quantization === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantization"},message:"must have required property '"+"quantization"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema179.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.optimizedForCode !== undefined){
if(typeof data.optimizedForCode !== "boolean"){
const err16 = {instancePath:instancePath+"/optimizedForCode",schemaPath:"#/properties/optimizedForCode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.supportsFunctionCalling !== undefined){
if(typeof data.supportsFunctionCalling !== "boolean"){
const err17 = {instancePath:instancePath+"/supportsFunctionCalling",schemaPath:"#/properties/supportsFunctionCalling/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.supportsAudioInput !== undefined){
if(typeof data.supportsAudioInput !== "boolean"){
const err18 = {instancePath:instancePath+"/supportsAudioInput",schemaPath:"#/properties/supportsAudioInput/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.supportsReasoning !== undefined){
if(typeof data.supportsReasoning !== "boolean"){
const err19 = {instancePath:instancePath+"/supportsReasoning",schemaPath:"#/properties/supportsReasoning/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.supportsReasoningEffort !== undefined){
if(typeof data.supportsReasoningEffort !== "boolean"){
const err20 = {instancePath:instancePath+"/supportsReasoningEffort",schemaPath:"#/properties/supportsReasoningEffort/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.supportsResponseSchema !== undefined){
if(typeof data.supportsResponseSchema !== "boolean"){
const err21 = {instancePath:instancePath+"/supportsResponseSchema",schemaPath:"#/properties/supportsResponseSchema/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.supportsMultipleImages !== undefined){
if(typeof data.supportsMultipleImages !== "boolean"){
const err22 = {instancePath:instancePath+"/supportsMultipleImages",schemaPath:"#/properties/supportsMultipleImages/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.supportsVision !== undefined){
if(typeof data.supportsVision !== "boolean"){
const err23 = {instancePath:instancePath+"/supportsVision",schemaPath:"#/properties/supportsVision/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.supportsVideoInput !== undefined){
if(typeof data.supportsVideoInput !== "boolean"){
const err24 = {instancePath:instancePath+"/supportsVideoInput",schemaPath:"#/properties/supportsVideoInput/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.supportsWebSearch !== undefined){
if(typeof data.supportsWebSearch !== "boolean"){
const err25 = {instancePath:instancePath+"/supportsWebSearch",schemaPath:"#/properties/supportsWebSearch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.supportsLogProbs !== undefined){
if(typeof data.supportsLogProbs !== "boolean"){
const err26 = {instancePath:instancePath+"/supportsLogProbs",schemaPath:"#/properties/supportsLogProbs/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.supportsTeeAttestation !== undefined){
if(typeof data.supportsTeeAttestation !== "boolean"){
const err27 = {instancePath:instancePath+"/supportsTeeAttestation",schemaPath:"#/properties/supportsTeeAttestation/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.supportsE2EE !== undefined){
if(typeof data.supportsE2EE !== "boolean"){
const err28 = {instancePath:instancePath+"/supportsE2EE",schemaPath:"#/properties/supportsE2EE/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.supportsXSearch !== undefined){
if(typeof data.supportsXSearch !== "boolean"){
const err29 = {instancePath:instancePath+"/supportsXSearch",schemaPath:"#/properties/supportsXSearch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.quantization !== undefined){
let data14 = data.quantization;
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/quantization",schemaPath:"#/properties/quantization/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(((((((data14 === "fp4") || (data14 === "fp8")) || (data14 === "fp16")) || (data14 === "bf16")) || (data14 === "int8")) || (data14 === "int4")) || (data14 === "not-available"))){
const err31 = {instancePath:instancePath+"/quantization",schemaPath:"#/properties/quantization/enum",keyword:"enum",params:{allowedValues: schema179.properties.quantization.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.reasoningEffortOptions !== undefined){
let data15 = data.reasoningEffortOptions;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(typeof data16 !== "string"){
const err32 = {instancePath:instancePath+"/reasoningEffortOptions/" + i0,schemaPath:"#/properties/reasoningEffortOptions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(((((((data16 === "none") || (data16 === "minimal")) || (data16 === "low")) || (data16 === "medium")) || (data16 === "high")) || (data16 === "xhigh")) || (data16 === "max"))){
const err33 = {instancePath:instancePath+"/reasoningEffortOptions/" + i0,schemaPath:"#/properties/reasoningEffortOptions/items/enum",keyword:"enum",params:{allowedValues: schema179.properties.reasoningEffortOptions.items.enum},message:"must be equal to one of the allowed values"};
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
const err34 = {instancePath:instancePath+"/reasoningEffortOptions",schemaPath:"#/properties/reasoningEffortOptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.defaultReasoningEffort !== undefined){
let data17 = data.defaultReasoningEffort;
if(typeof data17 !== "string"){
const err35 = {instancePath:instancePath+"/defaultReasoningEffort",schemaPath:"#/properties/defaultReasoningEffort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((((((data17 === "none") || (data17 === "minimal")) || (data17 === "low")) || (data17 === "medium")) || (data17 === "high")) || (data17 === "xhigh")) || (data17 === "max"))){
const err36 = {instancePath:instancePath+"/defaultReasoningEffort",schemaPath:"#/properties/defaultReasoningEffort/enum",keyword:"enum",params:{allowedValues: schema179.properties.defaultReasoningEffort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.maxImages !== undefined){
let data18 = data.maxImages;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err37 = {instancePath:instancePath+"/maxImages",schemaPath:"#/properties/maxImages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err38 = {instancePath:instancePath+"/maxImages",schemaPath:"#/properties/maxImages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.maxVideos !== undefined){
let data19 = data.maxVideos;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err39 = {instancePath:instancePath+"/maxVideos",schemaPath:"#/properties/maxVideos/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 0 || isNaN(data19)){
const err40 = {instancePath:instancePath+"/maxVideos",schemaPath:"#/properties/maxVideos/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate396.errors = vErrors;
return errors === 0;
}
validate396.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema180 = {"description":"Parameter bounds and defaults; the shape depends on the kind of model.","anyOf":[{"$ref":"openapi.json#/components/schemas/TextModelConstraints"},{"$ref":"openapi.json#/components/schemas/ImageModelConstraints"},{"$ref":"openapi.json#/components/schemas/VideoModelConstraints"},{"$ref":"openapi.json#/components/schemas/InpaintModelConstraints"}]};
const schema181 = {"type":"object","title":"Text model constraints","required":["temperature","top_p"],"properties":{"temperature":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"top_p":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"frequency_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"presence_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"repetition_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"}}};
const schema182 = {"type":"object","required":["default"],"properties":{"default":{"type":"number"}}};

function validate400(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate400.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.default !== undefined){
let data0 = data.default;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/default",schemaPath:"#/properties/default/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate400.errors = vErrors;
return errors === 0;
}
validate400.evaluated = {"props":{"default":true},"dynamicProps":false,"dynamicItems":false};


function validate399(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate399.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.temperature === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "temperature"},message:"must have required property '"+"temperature"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.top_p === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "top_p"},message:"must have required property '"+"top_p"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.temperature !== undefined){
if(!(validate400(data.temperature, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
if(data.top_p !== undefined){
if(!(validate400(data.top_p, {instancePath:instancePath+"/top_p",parentData:data,parentDataProperty:"top_p",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
if(data.frequency_penalty !== undefined){
if(!(validate400(data.frequency_penalty, {instancePath:instancePath+"/frequency_penalty",parentData:data,parentDataProperty:"frequency_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
if(data.presence_penalty !== undefined){
if(!(validate400(data.presence_penalty, {instancePath:instancePath+"/presence_penalty",parentData:data,parentDataProperty:"presence_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
}
}
if(data.repetition_penalty !== undefined){
if(!(validate400(data.repetition_penalty, {instancePath:instancePath+"/repetition_penalty",parentData:data,parentDataProperty:"repetition_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate400.errors : vErrors.concat(validate400.errors);
errors = vErrors.length;
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
validate399.errors = vErrors;
return errors === 0;
}
validate399.evaluated = {"props":{"temperature":true,"top_p":true,"frequency_penalty":true,"presence_penalty":true,"repetition_penalty":true},"dynamicProps":false,"dynamicItems":false};

const schema183 = {"type":"object","title":"Image model constraints","required":["promptCharacterLimit","steps","widthHeightDivisor"],"properties":{"promptCharacterLimit":{"type":"integer","minimum":1},"steps":{"type":"object","required":["default","max"],"properties":{"default":{"type":"integer","minimum":1},"max":{"type":"integer","minimum":1}}},"widthHeightDivisor":{"type":"integer","minimum":1},"aspectRatios":{"type":"array","items":{"type":"string"}},"defaultAspectRatio":{"type":"string"},"resolutions":{"type":"array","items":{"type":"string"}},"defaultResolution":{"type":"string"},"qualities":{"type":"array","items":{"type":"string"}},"defaultQuality":{"type":"string"},"maxStyleReferences":{"type":"integer","minimum":0},"supportsStyleReferenceStrength":{"type":"boolean"}}};

function validate407(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate407.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.promptCharacterLimit === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "promptCharacterLimit"},message:"must have required property '"+"promptCharacterLimit"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.steps === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.widthHeightDivisor === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "widthHeightDivisor"},message:"must have required property '"+"widthHeightDivisor"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.promptCharacterLimit !== undefined){
let data0 = data.promptCharacterLimit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/promptCharacterLimit",schemaPath:"#/properties/promptCharacterLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/promptCharacterLimit",schemaPath:"#/properties/promptCharacterLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.steps !== undefined){
let data1 = data.steps;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.default === undefined){
const err5 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.max === undefined){
const err6 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.default !== undefined){
let data2 = data1.default;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err7 = {instancePath:instancePath+"/steps/default",schemaPath:"#/properties/steps/properties/default/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/steps/default",schemaPath:"#/properties/steps/properties/default/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data1.max !== undefined){
let data3 = data1.max;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/steps/max",schemaPath:"#/properties/steps/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/steps/max",schemaPath:"#/properties/steps/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
else {
const err11 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.widthHeightDivisor !== undefined){
let data4 = data.widthHeightDivisor;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/widthHeightDivisor",schemaPath:"#/properties/widthHeightDivisor/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/widthHeightDivisor",schemaPath:"#/properties/widthHeightDivisor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.aspectRatios !== undefined){
let data5 = data.aspectRatios;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err14 = {instancePath:instancePath+"/aspectRatios/" + i0,schemaPath:"#/properties/aspectRatios/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/aspectRatios",schemaPath:"#/properties/aspectRatios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.defaultAspectRatio !== undefined){
if(typeof data.defaultAspectRatio !== "string"){
const err16 = {instancePath:instancePath+"/defaultAspectRatio",schemaPath:"#/properties/defaultAspectRatio/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.resolutions !== undefined){
let data8 = data.resolutions;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err17 = {instancePath:instancePath+"/resolutions/" + i1,schemaPath:"#/properties/resolutions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err18 = {instancePath:instancePath+"/resolutions",schemaPath:"#/properties/resolutions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.defaultResolution !== undefined){
if(typeof data.defaultResolution !== "string"){
const err19 = {instancePath:instancePath+"/defaultResolution",schemaPath:"#/properties/defaultResolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.qualities !== undefined){
let data11 = data.qualities;
if(Array.isArray(data11)){
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
if(typeof data11[i2] !== "string"){
const err20 = {instancePath:instancePath+"/qualities/" + i2,schemaPath:"#/properties/qualities/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err21 = {instancePath:instancePath+"/qualities",schemaPath:"#/properties/qualities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.defaultQuality !== undefined){
if(typeof data.defaultQuality !== "string"){
const err22 = {instancePath:instancePath+"/defaultQuality",schemaPath:"#/properties/defaultQuality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.maxStyleReferences !== undefined){
let data14 = data.maxStyleReferences;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err23 = {instancePath:instancePath+"/maxStyleReferences",schemaPath:"#/properties/maxStyleReferences/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 0 || isNaN(data14)){
const err24 = {instancePath:instancePath+"/maxStyleReferences",schemaPath:"#/properties/maxStyleReferences/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.supportsStyleReferenceStrength !== undefined){
if(typeof data.supportsStyleReferenceStrength !== "boolean"){
const err25 = {instancePath:instancePath+"/supportsStyleReferenceStrength",schemaPath:"#/properties/supportsStyleReferenceStrength/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate407.errors = vErrors;
return errors === 0;
}
validate407.evaluated = {"props":{"promptCharacterLimit":true,"steps":true,"widthHeightDivisor":true,"aspectRatios":true,"defaultAspectRatio":true,"resolutions":true,"defaultResolution":true,"qualities":true,"defaultQuality":true,"maxStyleReferences":true,"supportsStyleReferenceStrength":true},"dynamicProps":false,"dynamicItems":false};

const schema184 = {"type":"object","title":"Video model constraints","required":["aspect_ratios","resolutions","durations","model_type","audio","audio_configurable"],"properties":{"aspect_ratios":{"type":"array","items":{"type":"string"}},"resolutions":{"type":"array","items":{"type":"string"}},"durations":{"type":"array","items":{"type":"string"}},"model_type":{"type":"string"},"audio":{"type":"boolean"},"audio_configurable":{"type":"boolean"},"prompt_character_limit":{"type":"integer","minimum":1,"default":2500}}};

function validate409(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate409.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.aspect_ratios === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aspect_ratios"},message:"must have required property '"+"aspect_ratios"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resolutions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resolutions"},message:"must have required property '"+"resolutions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.durations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "durations"},message:"must have required property '"+"durations"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.model_type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model_type"},message:"must have required property '"+"model_type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.audio === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "audio"},message:"must have required property '"+"audio"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.audio_configurable === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "audio_configurable"},message:"must have required property '"+"audio_configurable"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.aspect_ratios !== undefined){
let data0 = data.aspect_ratios;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err6 = {instancePath:instancePath+"/aspect_ratios/" + i0,schemaPath:"#/properties/aspect_ratios/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err7 = {instancePath:instancePath+"/aspect_ratios",schemaPath:"#/properties/aspect_ratios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.resolutions !== undefined){
let data2 = data.resolutions;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
if(typeof data2[i1] !== "string"){
const err8 = {instancePath:instancePath+"/resolutions/" + i1,schemaPath:"#/properties/resolutions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err9 = {instancePath:instancePath+"/resolutions",schemaPath:"#/properties/resolutions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.durations !== undefined){
let data4 = data.durations;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
if(typeof data4[i2] !== "string"){
const err10 = {instancePath:instancePath+"/durations/" + i2,schemaPath:"#/properties/durations/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err11 = {instancePath:instancePath+"/durations",schemaPath:"#/properties/durations/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.model_type !== undefined){
if(typeof data.model_type !== "string"){
const err12 = {instancePath:instancePath+"/model_type",schemaPath:"#/properties/model_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.audio !== undefined){
if(typeof data.audio !== "boolean"){
const err13 = {instancePath:instancePath+"/audio",schemaPath:"#/properties/audio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.audio_configurable !== undefined){
if(typeof data.audio_configurable !== "boolean"){
const err14 = {instancePath:instancePath+"/audio_configurable",schemaPath:"#/properties/audio_configurable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.prompt_character_limit !== undefined){
let data9 = data.prompt_character_limit;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err15 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 1 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate409.errors = vErrors;
return errors === 0;
}
validate409.evaluated = {"props":{"aspect_ratios":true,"resolutions":true,"durations":true,"model_type":true,"audio":true,"audio_configurable":true,"prompt_character_limit":true},"dynamicProps":false,"dynamicItems":false};

const schema185 = {"type":"object","title":"Inpaint or edit model constraints","required":["aspectRatios","promptCharacterLimit","combineImages"],"properties":{"aspectRatios":{"type":"array","items":{"type":"string"}},"promptCharacterLimit":{"type":"integer","minimum":1},"combineImages":{"type":"boolean"},"maxInputImages":{"type":"integer","minimum":1,"default":3},"singleImageAspectRatio":{"type":"boolean","default":true},"resolutions":{"type":"array","items":{"type":"string"}},"defaultResolution":{"type":"string"},"qualities":{"type":"array","items":{"type":"string"}},"defaultQuality":{"type":"string"}}};

function validate411(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate411.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.aspectRatios === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "aspectRatios"},message:"must have required property '"+"aspectRatios"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.promptCharacterLimit === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "promptCharacterLimit"},message:"must have required property '"+"promptCharacterLimit"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.combineImages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "combineImages"},message:"must have required property '"+"combineImages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.aspectRatios !== undefined){
let data0 = data.aspectRatios;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(typeof data0[i0] !== "string"){
const err3 = {instancePath:instancePath+"/aspectRatios/" + i0,schemaPath:"#/properties/aspectRatios/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err4 = {instancePath:instancePath+"/aspectRatios",schemaPath:"#/properties/aspectRatios/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.promptCharacterLimit !== undefined){
let data2 = data.promptCharacterLimit;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/promptCharacterLimit",schemaPath:"#/properties/promptCharacterLimit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/promptCharacterLimit",schemaPath:"#/properties/promptCharacterLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.combineImages !== undefined){
if(typeof data.combineImages !== "boolean"){
const err7 = {instancePath:instancePath+"/combineImages",schemaPath:"#/properties/combineImages/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.maxInputImages !== undefined){
let data4 = data.maxInputImages;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/maxInputImages",schemaPath:"#/properties/maxInputImages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/maxInputImages",schemaPath:"#/properties/maxInputImages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.singleImageAspectRatio !== undefined){
if(typeof data.singleImageAspectRatio !== "boolean"){
const err10 = {instancePath:instancePath+"/singleImageAspectRatio",schemaPath:"#/properties/singleImageAspectRatio/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.resolutions !== undefined){
let data6 = data.resolutions;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
if(typeof data6[i1] !== "string"){
const err11 = {instancePath:instancePath+"/resolutions/" + i1,schemaPath:"#/properties/resolutions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err12 = {instancePath:instancePath+"/resolutions",schemaPath:"#/properties/resolutions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.defaultResolution !== undefined){
if(typeof data.defaultResolution !== "string"){
const err13 = {instancePath:instancePath+"/defaultResolution",schemaPath:"#/properties/defaultResolution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.qualities !== undefined){
let data9 = data.qualities;
if(Array.isArray(data9)){
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
if(typeof data9[i2] !== "string"){
const err14 = {instancePath:instancePath+"/qualities/" + i2,schemaPath:"#/properties/qualities/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err15 = {instancePath:instancePath+"/qualities",schemaPath:"#/properties/qualities/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.defaultQuality !== undefined){
if(typeof data.defaultQuality !== "string"){
const err16 = {instancePath:instancePath+"/defaultQuality",schemaPath:"#/properties/defaultQuality/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate411.errors = vErrors;
return errors === 0;
}
validate411.evaluated = {"props":{"aspectRatios":true,"promptCharacterLimit":true,"combineImages":true,"maxInputImages":true,"singleImageAspectRatio":true,"resolutions":true,"defaultResolution":true,"qualities":true,"defaultQuality":true},"dynamicProps":false,"dynamicItems":false};


function validate398(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate398.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate399(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate399.errors : vErrors.concat(validate399.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.temperature = true;
props0.top_p = true;
props0.frequency_penalty = true;
props0.presence_penalty = true;
props0.repetition_penalty = true;
}
const _errs2 = errors;
if(!(validate407(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate407.errors : vErrors.concat(validate407.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.promptCharacterLimit = true;
props0.steps = true;
props0.widthHeightDivisor = true;
props0.aspectRatios = true;
props0.defaultAspectRatio = true;
props0.resolutions = true;
props0.defaultResolution = true;
props0.qualities = true;
props0.defaultQuality = true;
props0.maxStyleReferences = true;
props0.supportsStyleReferenceStrength = true;
}
}
const _errs3 = errors;
if(!(validate409(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate409.errors : vErrors.concat(validate409.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.aspect_ratios = true;
props0.resolutions = true;
props0.durations = true;
props0.model_type = true;
props0.audio = true;
props0.audio_configurable = true;
props0.prompt_character_limit = true;
}
}
const _errs4 = errors;
if(!(validate411(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate411.errors : vErrors.concat(validate411.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.aspectRatios = true;
props0.promptCharacterLimit = true;
props0.combineImages = true;
props0.maxInputImages = true;
props0.singleImageAspectRatio = true;
props0.resolutions = true;
props0.defaultResolution = true;
props0.qualities = true;
props0.defaultQuality = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate398.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate398.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema186 = {"description":"The model's prices; the shape depends on the kind of model. Jobs are priced in advance with the quote operations.","anyOf":[{"$ref":"openapi.json#/components/schemas/TextModelPricing"},{"$ref":"openapi.json#/components/schemas/ImageModelPricing"},{"$ref":"openapi.json#/components/schemas/SpeechModelPricing"},{"$ref":"openapi.json#/components/schemas/TranscriptionModelPricing"},{"$ref":"openapi.json#/components/schemas/MusicModelPricing"},{"$ref":"openapi.json#/components/schemas/VideoModelPricing"}]};
const schema187 = {"type":"object","title":"Text or embedding pricing","description":"Per one million tokens.","required":["input","output"],"properties":{"input":{"$ref":"openapi.json#/components/schemas/Price"},"output":{"$ref":"openapi.json#/components/schemas/Price"},"cache_input":{"$ref":"openapi.json#/components/schemas/Price","description":"Prompt tokens read from an upstream's prompt cache (usage cached_tokens); without it they cost `input`."},"cache_write":{"$ref":"openapi.json#/components/schemas/Price","description":"Prompt tokens written to an upstream's prompt cache (usage cache_creation_input_tokens); without it they cost `input`."},"extended":{"type":"object","description":"Prices that apply once the prompt exceeds `context_token_threshold` tokens.","required":["context_token_threshold","input","output"],"properties":{"context_token_threshold":{"type":"integer","minimum":1},"input":{"$ref":"openapi.json#/components/schemas/Price"},"output":{"$ref":"openapi.json#/components/schemas/Price"},"cache_input":{"$ref":"openapi.json#/components/schemas/Price"},"cache_write":{"$ref":"openapi.json#/components/schemas/Price"}}}}};
const schema188 = {"type":"object","description":"One price, in USD and in DIEM.","required":["usd","diem"],"additionalProperties":false,"properties":{"usd":{"type":"number","minimum":0},"diem":{"type":"number","minimum":0}}};

function validate416(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate416.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.usd === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "usd"},message:"must have required property '"+"usd"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.diem === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diem"},message:"must have required property '"+"diem"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "usd") || (key0 === "diem"))){
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
if(data.usd !== undefined){
let data0 = data.usd;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/usd",schemaPath:"#/properties/usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err4 = {instancePath:instancePath+"/usd",schemaPath:"#/properties/usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.diem !== undefined){
let data1 = data.diem;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/diem",schemaPath:"#/properties/diem/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err6 = {instancePath:instancePath+"/diem",schemaPath:"#/properties/diem/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
validate416.errors = vErrors;
return errors === 0;
}
validate416.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate415(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate415.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.output === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.input !== undefined){
if(!(validate416(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.output !== undefined){
if(!(validate416(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.cache_input !== undefined){
if(!(validate416(data.cache_input, {instancePath:instancePath+"/cache_input",parentData:data,parentDataProperty:"cache_input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.cache_write !== undefined){
if(!(validate416(data.cache_write, {instancePath:instancePath+"/cache_write",parentData:data,parentDataProperty:"cache_write",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.extended !== undefined){
let data4 = data.extended;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.context_token_threshold === undefined){
const err2 = {instancePath:instancePath+"/extended",schemaPath:"#/properties/extended/required",keyword:"required",params:{missingProperty: "context_token_threshold"},message:"must have required property '"+"context_token_threshold"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data4.input === undefined){
const err3 = {instancePath:instancePath+"/extended",schemaPath:"#/properties/extended/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data4.output === undefined){
const err4 = {instancePath:instancePath+"/extended",schemaPath:"#/properties/extended/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data4.context_token_threshold !== undefined){
let data5 = data4.context_token_threshold;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err5 = {instancePath:instancePath+"/extended/context_token_threshold",schemaPath:"#/properties/extended/properties/context_token_threshold/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err6 = {instancePath:instancePath+"/extended/context_token_threshold",schemaPath:"#/properties/extended/properties/context_token_threshold/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data4.input !== undefined){
if(!(validate416(data4.input, {instancePath:instancePath+"/extended/input",parentData:data4,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data4.output !== undefined){
if(!(validate416(data4.output, {instancePath:instancePath+"/extended/output",parentData:data4,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data4.cache_input !== undefined){
if(!(validate416(data4.cache_input, {instancePath:instancePath+"/extended/cache_input",parentData:data4,parentDataProperty:"cache_input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data4.cache_write !== undefined){
if(!(validate416(data4.cache_write, {instancePath:instancePath+"/extended/cache_write",parentData:data4,parentDataProperty:"cache_write",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/extended",schemaPath:"#/properties/extended/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
validate415.errors = vErrors;
return errors === 0;
}
validate415.evaluated = {"props":{"input":true,"output":true,"cache_input":true,"cache_write":true,"extended":true},"dynamicProps":false,"dynamicItems":false};

const schema189 = {"type":"object","title":"Image or upscale pricing","properties":{"generation":{"$ref":"openapi.json#/components/schemas/Price"},"resolutions":{"type":"object","additionalProperties":{"$ref":"openapi.json#/components/schemas/Price"}},"quality":{"type":"object","additionalProperties":{"type":"object","properties":{"low":{"$ref":"openapi.json#/components/schemas/Price"},"medium":{"$ref":"openapi.json#/components/schemas/Price"},"high":{"$ref":"openapi.json#/components/schemas/Price"}}}},"upscale":{"type":"object","additionalProperties":{"$ref":"openapi.json#/components/schemas/Price"}},"inpaint":{"$ref":"openapi.json#/components/schemas/Price"},"inputImages":{"type":"object","required":["included","additional"],"properties":{"included":{"type":"integer","minimum":0},"additional":{"$ref":"openapi.json#/components/schemas/Price"}}}}};

function validate426(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate426.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.generation !== undefined){
if(!(validate416(data.generation, {instancePath:instancePath+"/generation",parentData:data,parentDataProperty:"generation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.resolutions !== undefined){
let data1 = data.resolutions;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
if(!(validate416(data1[key0], {instancePath:instancePath+"/resolutions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath:instancePath+"/resolutions",schemaPath:"#/properties/resolutions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.quality !== undefined){
let data3 = data.quality;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
let data4 = data3[key1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.low !== undefined){
if(!(validate416(data4.low, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/low",parentData:data4,parentDataProperty:"low",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data4.medium !== undefined){
if(!(validate416(data4.medium, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/medium",parentData:data4,parentDataProperty:"medium",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data4.high !== undefined){
if(!(validate416(data4.high, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/high",parentData:data4,parentDataProperty:"high",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/quality/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err2 = {instancePath:instancePath+"/quality",schemaPath:"#/properties/quality/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.upscale !== undefined){
let data8 = data.upscale;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
if(!(validate416(data8[key2], {instancePath:instancePath+"/upscale/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/upscale",schemaPath:"#/properties/upscale/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.inpaint !== undefined){
if(!(validate416(data.inpaint, {instancePath:instancePath+"/inpaint",parentData:data,parentDataProperty:"inpaint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.inputImages !== undefined){
let data11 = data.inputImages;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.included === undefined){
const err4 = {instancePath:instancePath+"/inputImages",schemaPath:"#/properties/inputImages/required",keyword:"required",params:{missingProperty: "included"},message:"must have required property '"+"included"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data11.additional === undefined){
const err5 = {instancePath:instancePath+"/inputImages",schemaPath:"#/properties/inputImages/required",keyword:"required",params:{missingProperty: "additional"},message:"must have required property '"+"additional"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data11.included !== undefined){
let data12 = data11.included;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err6 = {instancePath:instancePath+"/inputImages/included",schemaPath:"#/properties/inputImages/properties/included/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err7 = {instancePath:instancePath+"/inputImages/included",schemaPath:"#/properties/inputImages/properties/included/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data11.additional !== undefined){
if(!(validate416(data11.additional, {instancePath:instancePath+"/inputImages/additional",parentData:data11,parentDataProperty:"additional",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/inputImages",schemaPath:"#/properties/inputImages/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate426.errors = vErrors;
return errors === 0;
}
validate426.evaluated = {"props":{"generation":true,"resolutions":true,"quality":true,"upscale":true,"inpaint":true,"inputImages":true},"dynamicProps":false,"dynamicItems":false};

const schema190 = {"type":"object","title":"Speech (TTS) pricing","description":"Per one million input characters; `voice_clone` per cloned voice (POST /audio/voices).","required":["input"],"properties":{"input":{"$ref":"openapi.json#/components/schemas/Price"},"voice_clone":{"$ref":"openapi.json#/components/schemas/Price"}}};

function validate436(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate436.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.input === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.input !== undefined){
if(!(validate416(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.voice_clone !== undefined){
if(!(validate416(data.voice_clone, {instancePath:instancePath+"/voice_clone",parentData:data,parentDataProperty:"voice_clone",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate436.errors = vErrors;
return errors === 0;
}
validate436.evaluated = {"props":{"input":true,"voice_clone":true},"dynamicProps":false,"dynamicItems":false};

const schema191 = {"type":"object","title":"Transcription (ASR) pricing","required":["per_audio_second"],"properties":{"per_audio_second":{"$ref":"openapi.json#/components/schemas/Price"}}};

function validate440(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate440.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.per_audio_second === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_audio_second"},message:"must have required property '"+"per_audio_second"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.per_audio_second !== undefined){
if(!(validate416(data.per_audio_second, {instancePath:instancePath+"/per_audio_second",parentData:data,parentDataProperty:"per_audio_second",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate440.errors = vErrors;
return errors === 0;
}
validate440.evaluated = {"props":{"per_audio_second":true},"dynamicProps":false,"dynamicItems":false};

const schema192 = {"type":"object","title":"Music, audio-job or voice-changer pricing","properties":{"generation":{"$ref":"openapi.json#/components/schemas/Price"},"per_second":{"$ref":"openapi.json#/components/schemas/Price"},"per_thousand_characters":{"$ref":"openapi.json#/components/schemas/Price"},"durations":{"type":"object","additionalProperties":{"type":"object","required":["usd","diem","min_seconds","max_seconds"],"properties":{"usd":{"type":"number","minimum":0},"diem":{"type":"number","minimum":0},"min_seconds":{"type":"number","minimum":0},"max_seconds":{"type":"number","minimum":0}}}}}};

function validate443(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate443.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.generation !== undefined){
if(!(validate416(data.generation, {instancePath:instancePath+"/generation",parentData:data,parentDataProperty:"generation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.per_second !== undefined){
if(!(validate416(data.per_second, {instancePath:instancePath+"/per_second",parentData:data,parentDataProperty:"per_second",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.per_thousand_characters !== undefined){
if(!(validate416(data.per_thousand_characters, {instancePath:instancePath+"/per_thousand_characters",parentData:data,parentDataProperty:"per_thousand_characters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.durations !== undefined){
let data3 = data.durations;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key0 in data3){
let data4 = data3[key0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.usd === undefined){
const err0 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/durations/additionalProperties/required",keyword:"required",params:{missingProperty: "usd"},message:"must have required property '"+"usd"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data4.diem === undefined){
const err1 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/durations/additionalProperties/required",keyword:"required",params:{missingProperty: "diem"},message:"must have required property '"+"diem"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data4.min_seconds === undefined){
const err2 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/durations/additionalProperties/required",keyword:"required",params:{missingProperty: "min_seconds"},message:"must have required property '"+"min_seconds"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data4.max_seconds === undefined){
const err3 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/durations/additionalProperties/required",keyword:"required",params:{missingProperty: "max_seconds"},message:"must have required property '"+"max_seconds"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data4.usd !== undefined){
let data5 = data4.usd;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err4 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/usd",schemaPath:"#/properties/durations/additionalProperties/properties/usd/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err5 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/usd",schemaPath:"#/properties/durations/additionalProperties/properties/usd/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data4.diem !== undefined){
let data6 = data4.diem;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err6 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/diem",schemaPath:"#/properties/durations/additionalProperties/properties/diem/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err7 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/diem",schemaPath:"#/properties/durations/additionalProperties/properties/diem/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4.min_seconds !== undefined){
let data7 = data4.min_seconds;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err8 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/min_seconds",schemaPath:"#/properties/durations/additionalProperties/properties/min_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err9 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/min_seconds",schemaPath:"#/properties/durations/additionalProperties/properties/min_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.max_seconds !== undefined){
let data8 = data4.max_seconds;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_seconds",schemaPath:"#/properties/durations/additionalProperties/properties/max_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/max_seconds",schemaPath:"#/properties/durations/additionalProperties/properties/max_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err12 = {instancePath:instancePath+"/durations/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/durations/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/durations",schemaPath:"#/properties/durations/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate443.errors = vErrors;
return errors === 0;
}
validate443.evaluated = {"props":{"generation":true,"per_second":true,"per_thousand_characters":true,"durations":true},"dynamicProps":false,"dynamicItems":false};

const schema193 = {"type":"object","title":"Video pricing","description":"A video job's price: `per_second` of requested duration (or `per_generation` for models with a\nfixed length), times the resolution's multiplier, times `audio_multiplier` when audio is on.\nPOST /video/quote applies exactly this.\n","properties":{"per_second":{"$ref":"openapi.json#/components/schemas/Price"},"per_generation":{"$ref":"openapi.json#/components/schemas/Price"},"resolution_multipliers":{"type":"object","additionalProperties":{"type":"number","minimum":0}},"audio_multiplier":{"type":"number","minimum":0}}};

function validate448(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate448.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.per_second !== undefined){
if(!(validate416(data.per_second, {instancePath:instancePath+"/per_second",parentData:data,parentDataProperty:"per_second",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.per_generation !== undefined){
if(!(validate416(data.per_generation, {instancePath:instancePath+"/per_generation",parentData:data,parentDataProperty:"per_generation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate416.errors : vErrors.concat(validate416.errors);
errors = vErrors.length;
}
}
if(data.resolution_multipliers !== undefined){
let data2 = data.resolution_multipliers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key0 in data2){
let data3 = data2[key0];
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err0 = {instancePath:instancePath+"/resolution_multipliers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/resolution_multipliers/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err1 = {instancePath:instancePath+"/resolution_multipliers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/resolution_multipliers/additionalProperties/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err2 = {instancePath:instancePath+"/resolution_multipliers",schemaPath:"#/properties/resolution_multipliers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.audio_multiplier !== undefined){
let data4 = data.audio_multiplier;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err3 = {instancePath:instancePath+"/audio_multiplier",schemaPath:"#/properties/audio_multiplier/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err4 = {instancePath:instancePath+"/audio_multiplier",schemaPath:"#/properties/audio_multiplier/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate448.errors = vErrors;
return errors === 0;
}
validate448.evaluated = {"props":{"per_second":true,"per_generation":true,"resolution_multipliers":true,"audio_multiplier":true},"dynamicProps":false,"dynamicItems":false};


function validate414(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate414.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate415(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate415.errors : vErrors.concat(validate415.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.input = true;
props0.output = true;
props0.cache_input = true;
props0.cache_write = true;
props0.extended = true;
}
const _errs2 = errors;
if(!(validate426(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate426.errors : vErrors.concat(validate426.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.generation = true;
props0.resolutions = true;
props0.quality = true;
props0.upscale = true;
props0.inpaint = true;
props0.inputImages = true;
}
}
const _errs3 = errors;
if(!(validate436(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate436.errors : vErrors.concat(validate436.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.input = true;
props0.voice_clone = true;
}
}
const _errs4 = errors;
if(!(validate440(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate440.errors : vErrors.concat(validate440.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.per_audio_second = true;
}
}
const _errs5 = errors;
if(!(validate443(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate443.errors : vErrors.concat(validate443.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.generation = true;
props0.per_second = true;
props0.per_thousand_characters = true;
props0.durations = true;
}
}
const _errs6 = errors;
if(!(validate448(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate448.errors : vErrors.concat(validate448.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.per_second = true;
props0.per_generation = true;
props0.resolution_multipliers = true;
props0.audio_multiplier = true;
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate414.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate414.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate393(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate393.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.privacy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "privacy"},message:"must have required property '"+"privacy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.privacy !== undefined){
let data0 = data.privacy;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "private") || (data0 === "anonymized"))){
const err2 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/enum",keyword:"enum",params:{allowedValues: schema177.properties.privacy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.modelSource !== undefined){
if(typeof data.modelSource !== "string"){
const err5 = {instancePath:instancePath+"/modelSource",schemaPath:"#/properties/modelSource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.offline !== undefined){
if(typeof data.offline !== "boolean"){
const err6 = {instancePath:instancePath+"/offline",schemaPath:"#/properties/offline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.beta !== undefined){
if(typeof data.beta !== "boolean"){
const err7 = {instancePath:instancePath+"/beta",schemaPath:"#/properties/beta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.betaModel !== undefined){
if(typeof data.betaModel !== "boolean"){
const err8 = {instancePath:instancePath+"/betaModel",schemaPath:"#/properties/betaModel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.traits !== undefined){
let data7 = data.traits;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err9 = {instancePath:instancePath+"/traits/" + i0,schemaPath:"#/properties/traits/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/traits",schemaPath:"#/properties/traits/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.uncensored !== undefined){
if(typeof data.uncensored !== "boolean"){
const err11 = {instancePath:instancePath+"/uncensored",schemaPath:"#/properties/uncensored/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.regionRestrictions !== undefined){
let data10 = data.regionRestrictions;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err12 = {instancePath:instancePath+"/regionRestrictions/" + i1,schemaPath:"#/properties/regionRestrictions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/regionRestrictions",schemaPath:"#/properties/regionRestrictions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.deprecation !== undefined){
if(!(validate394(data.deprecation, {instancePath:instancePath+"/deprecation",parentData:data,parentDataProperty:"deprecation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate394.errors : vErrors.concat(validate394.errors);
errors = vErrors.length;
}
}
if(data.availableContextTokens !== undefined){
let data13 = data.availableContextTokens;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err14 = {instancePath:instancePath+"/availableContextTokens",schemaPath:"#/properties/availableContextTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err15 = {instancePath:instancePath+"/availableContextTokens",schemaPath:"#/properties/availableContextTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxCompletionTokens !== undefined){
let data14 = data.maxCompletionTokens;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err16 = {instancePath:instancePath+"/maxCompletionTokens",schemaPath:"#/properties/maxCompletionTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err17 = {instancePath:instancePath+"/maxCompletionTokens",schemaPath:"#/properties/maxCompletionTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.capabilities !== undefined){
if(!(validate396(data.capabilities, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate396.errors : vErrors.concat(validate396.errors);
errors = vErrors.length;
}
}
if(data.constraints !== undefined){
if(!(validate398(data.constraints, {instancePath:instancePath+"/constraints",parentData:data,parentDataProperty:"constraints",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate398.errors : vErrors.concat(validate398.errors);
errors = vErrors.length;
}
}
if(data.pricing !== undefined){
if(!(validate414(data.pricing, {instancePath:instancePath+"/pricing",parentData:data,parentDataProperty:"pricing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate414.errors : vErrors.concat(validate414.errors);
errors = vErrors.length;
}
}
if(data.supportsStyleReferences !== undefined){
if(typeof data.supportsStyleReferences !== "boolean"){
const err18 = {instancePath:instancePath+"/supportsStyleReferences",schemaPath:"#/properties/supportsStyleReferences/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.imageOperation !== undefined){
let data19 = data.imageOperation;
if(typeof data19 !== "string"){
const err19 = {instancePath:instancePath+"/imageOperation",schemaPath:"#/properties/imageOperation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data19 === "upscale") || (data19 === "background-remove"))){
const err20 = {instancePath:instancePath+"/imageOperation",schemaPath:"#/properties/imageOperation/enum",keyword:"enum",params:{allowedValues: schema177.properties.imageOperation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.embeddingDimensions !== undefined){
let data20 = data.embeddingDimensions;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err21 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err22 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxInputTokens !== undefined){
let data21 = data.maxInputTokens;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err23 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err24 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.supportsCustomDimensions !== undefined){
if(typeof data.supportsCustomDimensions !== "boolean"){
const err25 = {instancePath:instancePath+"/supportsCustomDimensions",schemaPath:"#/properties/supportsCustomDimensions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.voices !== undefined){
let data23 = data.voices;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err26 = {instancePath:instancePath+"/voices/" + i2,schemaPath:"#/properties/voices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/voices",schemaPath:"#/properties/voices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.languages !== undefined){
let data25 = data.languages;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(typeof data25[i3] !== "string"){
const err28 = {instancePath:instancePath+"/languages/" + i3,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.voice_aliases !== undefined){
let data27 = data.voice_aliases;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key0 in data27){
if(typeof data27[key0] !== "string"){
const err30 = {instancePath:instancePath+"/voice_aliases/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/voice_aliases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/voice_aliases",schemaPath:"#/properties/voice_aliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.default_voice !== undefined){
if(typeof data.default_voice !== "string"){
const err32 = {instancePath:instancePath+"/default_voice",schemaPath:"#/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.supported_formats !== undefined){
let data30 = data.supported_formats;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
if(typeof data30[i4] !== "string"){
const err33 = {instancePath:instancePath+"/supported_formats/" + i4,schemaPath:"#/properties/supported_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/supported_formats",schemaPath:"#/properties/supported_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.default_format !== undefined){
if(typeof data.default_format !== "string"){
const err35 = {instancePath:instancePath+"/default_format",schemaPath:"#/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.supports_speed !== undefined){
if(typeof data.supports_speed !== "boolean"){
const err36 = {instancePath:instancePath+"/supports_speed",schemaPath:"#/properties/supports_speed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.default_speed !== undefined){
let data34 = data.default_speed;
if(!((typeof data34 == "number") && (isFinite(data34)))){
const err37 = {instancePath:instancePath+"/default_speed",schemaPath:"#/properties/default_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.min_speed !== undefined){
let data35 = data.min_speed;
if(!((typeof data35 == "number") && (isFinite(data35)))){
const err38 = {instancePath:instancePath+"/min_speed",schemaPath:"#/properties/min_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.max_speed !== undefined){
let data36 = data.max_speed;
if(!((typeof data36 == "number") && (isFinite(data36)))){
const err39 = {instancePath:instancePath+"/max_speed",schemaPath:"#/properties/max_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.supports_lyrics !== undefined){
if(typeof data.supports_lyrics !== "boolean"){
const err40 = {instancePath:instancePath+"/supports_lyrics",schemaPath:"#/properties/supports_lyrics/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.lyrics_required !== undefined){
if(typeof data.lyrics_required !== "boolean"){
const err41 = {instancePath:instancePath+"/lyrics_required",schemaPath:"#/properties/lyrics_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.supports_force_instrumental !== undefined){
if(typeof data.supports_force_instrumental !== "boolean"){
const err42 = {instancePath:instancePath+"/supports_force_instrumental",schemaPath:"#/properties/supports_force_instrumental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.supports_loop !== undefined){
if(typeof data.supports_loop !== "boolean"){
const err43 = {instancePath:instancePath+"/supports_loop",schemaPath:"#/properties/supports_loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.supports_language_code !== undefined){
if(typeof data.supports_language_code !== "boolean"){
const err44 = {instancePath:instancePath+"/supports_language_code",schemaPath:"#/properties/supports_language_code/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.duration_options !== undefined){
let data42 = data.duration_options;
if(Array.isArray(data42)){
const len5 = data42.length;
for(let i5=0; i5<len5; i5++){
let data43 = data42[i5];
if(!((typeof data43 == "number") && (isFinite(data43)))){
const err45 = {instancePath:instancePath+"/duration_options/" + i5,schemaPath:"#/properties/duration_options/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err46 = {instancePath:instancePath+"/duration_options",schemaPath:"#/properties/duration_options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.min_duration !== undefined){
let data44 = data.min_duration;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err47 = {instancePath:instancePath+"/min_duration",schemaPath:"#/properties/min_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.max_duration !== undefined){
let data45 = data.max_duration;
if(!((typeof data45 == "number") && (isFinite(data45)))){
const err48 = {instancePath:instancePath+"/max_duration",schemaPath:"#/properties/max_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.default_duration !== undefined){
let data46 = data.default_duration;
if(!((typeof data46 == "number") && (isFinite(data46)))){
const err49 = {instancePath:instancePath+"/default_duration",schemaPath:"#/properties/default_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.prompt_character_limit !== undefined){
let data47 = data.prompt_character_limit;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err50 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 1 || isNaN(data47)){
const err51 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.voice_changer !== undefined){
if(typeof data.voice_changer !== "boolean"){
const err52 = {instancePath:instancePath+"/voice_changer",schemaPath:"#/properties/voice_changer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.max_source_audio_duration_seconds !== undefined){
let data49 = data.max_source_audio_duration_seconds;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err53 = {instancePath:instancePath+"/max_source_audio_duration_seconds",schemaPath:"#/properties/max_source_audio_duration_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err54 = {instancePath:instancePath+"/max_source_audio_duration_seconds",schemaPath:"#/properties/max_source_audio_duration_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.accepted_audio_formats !== undefined){
let data50 = data.accepted_audio_formats;
if(Array.isArray(data50)){
const len6 = data50.length;
for(let i6=0; i6<len6; i6++){
if(typeof data50[i6] !== "string"){
const err55 = {instancePath:instancePath+"/accepted_audio_formats/" + i6,schemaPath:"#/properties/accepted_audio_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/accepted_audio_formats",schemaPath:"#/properties/accepted_audio_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.supports_background_noise_removal !== undefined){
if(typeof data.supports_background_noise_removal !== "boolean"){
const err57 = {instancePath:instancePath+"/supports_background_noise_removal",schemaPath:"#/properties/supports_background_noise_removal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.supports_seed !== undefined){
if(typeof data.supports_seed !== "boolean"){
const err58 = {instancePath:instancePath+"/supports_seed",schemaPath:"#/properties/supports_seed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.supports_custom_voice_id !== undefined){
if(typeof data.supports_custom_voice_id !== "boolean"){
const err59 = {instancePath:instancePath+"/supports_custom_voice_id",schemaPath:"#/properties/supports_custom_voice_id/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.voice_cloning !== undefined){
let data55 = data.voice_cloning;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.mode === undefined){
const err60 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data55.accepted_formats === undefined){
const err61 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "accepted_formats"},message:"must have required property '"+"accepted_formats"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data55.min_sample_seconds === undefined){
const err62 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "min_sample_seconds"},message:"must have required property '"+"min_sample_seconds"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data55.retention_days === undefined){
const err63 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "retention_days"},message:"must have required property '"+"retention_days"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data55.mode !== undefined){
let data56 = data55.mode;
if(typeof data56 !== "string"){
const err64 = {instancePath:instancePath+"/voice_cloning/mode",schemaPath:"#/properties/voice_cloning/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!((data56 === "zero_shot") || (data56 === "persistent"))){
const err65 = {instancePath:instancePath+"/voice_cloning/mode",schemaPath:"#/properties/voice_cloning/properties/mode/enum",keyword:"enum",params:{allowedValues: schema177.properties.voice_cloning.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data55.accepted_formats !== undefined){
let data57 = data55.accepted_formats;
if(Array.isArray(data57)){
const len7 = data57.length;
for(let i7=0; i7<len7; i7++){
if(typeof data57[i7] !== "string"){
const err66 = {instancePath:instancePath+"/voice_cloning/accepted_formats/" + i7,schemaPath:"#/properties/voice_cloning/properties/accepted_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/voice_cloning/accepted_formats",schemaPath:"#/properties/voice_cloning/properties/accepted_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data55.min_sample_seconds !== undefined){
let data59 = data55.min_sample_seconds;
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err68 = {instancePath:instancePath+"/voice_cloning/min_sample_seconds",schemaPath:"#/properties/voice_cloning/properties/min_sample_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/voice_cloning/min_sample_seconds",schemaPath:"#/properties/voice_cloning/properties/min_sample_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data55.retention_days !== undefined){
let data60 = data55.retention_days;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err70 = {instancePath:instancePath+"/voice_cloning/retention_days",schemaPath:"#/properties/voice_cloning/properties/retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err71 = {instancePath:instancePath+"/voice_cloning/retention_days",schemaPath:"#/properties/voice_cloning/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate393.errors = vErrors;
return errors === 0;
}
validate393.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"imageOperation":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"languages":true,"voice_aliases":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true,"voice_changer":true,"max_source_audio_duration_seconds":true,"accepted_audio_formats":true,"supports_background_noise_removal":true,"supports_seed":true,"supports_custom_voice_id":true,"voice_cloning":true},"dynamicProps":false,"dynamicItems":false};


function validate390(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate390.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.object === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.owned_by === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "owned_by"},message:"must have required property '"+"owned_by"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.model_spec === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model_spec"},message:"must have required property '"+"model_spec"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.object !== undefined){
let data1 = data.object;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("model" !== data1){
const err7 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "model"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.owned_by !== undefined){
if(typeof data.owned_by !== "string"){
const err8 = {instancePath:instancePath+"/owned_by",schemaPath:"#/properties/owned_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.type !== undefined){
if(!(validate391(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate391.errors : vErrors.concat(validate391.errors);
errors = vErrors.length;
}
}
if(data.created !== undefined){
let data4 = data.created;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/created",schemaPath:"#/properties/created/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.context_length !== undefined){
let data5 = data.context_length;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/context_length",schemaPath:"#/properties/context_length/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.model_spec !== undefined){
if(!(validate393(data.model_spec, {instancePath:instancePath+"/model_spec",parentData:data,parentDataProperty:"model_spec",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate393.errors : vErrors.concat(validate393.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate390.errors = vErrors;
return errors === 0;
}
validate390.evaluated = {"props":{"id":true,"object":true,"owned_by":true,"type":true,"created":true,"context_length":true,"model_spec":true},"dynamicProps":false,"dynamicItems":false};


function validate389(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate389.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate390(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate390.errors : vErrors.concat(validate390.errors);
errors = vErrors.length;
}
validate389.errors = vErrors;
return errors === 0;
}
validate389.evaluated = {"props":{"id":true,"object":true,"owned_by":true,"type":true,"created":true,"context_length":true,"model_spec":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_ModelSpec = validate455;
const schema194 = {"$ref":"openapi.json#/components/schemas/ModelSpec"};

function validate456(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate456.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.privacy === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "privacy"},message:"must have required property '"+"privacy"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.privacy !== undefined){
let data0 = data.privacy;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "private") || (data0 === "anonymized"))){
const err2 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/enum",keyword:"enum",params:{allowedValues: schema177.properties.privacy.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.modelSource !== undefined){
if(typeof data.modelSource !== "string"){
const err5 = {instancePath:instancePath+"/modelSource",schemaPath:"#/properties/modelSource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.offline !== undefined){
if(typeof data.offline !== "boolean"){
const err6 = {instancePath:instancePath+"/offline",schemaPath:"#/properties/offline/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.beta !== undefined){
if(typeof data.beta !== "boolean"){
const err7 = {instancePath:instancePath+"/beta",schemaPath:"#/properties/beta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.betaModel !== undefined){
if(typeof data.betaModel !== "boolean"){
const err8 = {instancePath:instancePath+"/betaModel",schemaPath:"#/properties/betaModel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.traits !== undefined){
let data7 = data.traits;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(typeof data7[i0] !== "string"){
const err9 = {instancePath:instancePath+"/traits/" + i0,schemaPath:"#/properties/traits/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/traits",schemaPath:"#/properties/traits/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.uncensored !== undefined){
if(typeof data.uncensored !== "boolean"){
const err11 = {instancePath:instancePath+"/uncensored",schemaPath:"#/properties/uncensored/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.regionRestrictions !== undefined){
let data10 = data.regionRestrictions;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
if(typeof data10[i1] !== "string"){
const err12 = {instancePath:instancePath+"/regionRestrictions/" + i1,schemaPath:"#/properties/regionRestrictions/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/regionRestrictions",schemaPath:"#/properties/regionRestrictions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.deprecation !== undefined){
if(!(validate394(data.deprecation, {instancePath:instancePath+"/deprecation",parentData:data,parentDataProperty:"deprecation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate394.errors : vErrors.concat(validate394.errors);
errors = vErrors.length;
}
}
if(data.availableContextTokens !== undefined){
let data13 = data.availableContextTokens;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err14 = {instancePath:instancePath+"/availableContextTokens",schemaPath:"#/properties/availableContextTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 < 1 || isNaN(data13)){
const err15 = {instancePath:instancePath+"/availableContextTokens",schemaPath:"#/properties/availableContextTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxCompletionTokens !== undefined){
let data14 = data.maxCompletionTokens;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err16 = {instancePath:instancePath+"/maxCompletionTokens",schemaPath:"#/properties/maxCompletionTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 < 1 || isNaN(data14)){
const err17 = {instancePath:instancePath+"/maxCompletionTokens",schemaPath:"#/properties/maxCompletionTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.capabilities !== undefined){
if(!(validate396(data.capabilities, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate396.errors : vErrors.concat(validate396.errors);
errors = vErrors.length;
}
}
if(data.constraints !== undefined){
if(!(validate398(data.constraints, {instancePath:instancePath+"/constraints",parentData:data,parentDataProperty:"constraints",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate398.errors : vErrors.concat(validate398.errors);
errors = vErrors.length;
}
}
if(data.pricing !== undefined){
if(!(validate414(data.pricing, {instancePath:instancePath+"/pricing",parentData:data,parentDataProperty:"pricing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate414.errors : vErrors.concat(validate414.errors);
errors = vErrors.length;
}
}
if(data.supportsStyleReferences !== undefined){
if(typeof data.supportsStyleReferences !== "boolean"){
const err18 = {instancePath:instancePath+"/supportsStyleReferences",schemaPath:"#/properties/supportsStyleReferences/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.imageOperation !== undefined){
let data19 = data.imageOperation;
if(typeof data19 !== "string"){
const err19 = {instancePath:instancePath+"/imageOperation",schemaPath:"#/properties/imageOperation/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data19 === "upscale") || (data19 === "background-remove"))){
const err20 = {instancePath:instancePath+"/imageOperation",schemaPath:"#/properties/imageOperation/enum",keyword:"enum",params:{allowedValues: schema177.properties.imageOperation.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.embeddingDimensions !== undefined){
let data20 = data.embeddingDimensions;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err21 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 1 || isNaN(data20)){
const err22 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxInputTokens !== undefined){
let data21 = data.maxInputTokens;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err23 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 1 || isNaN(data21)){
const err24 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.supportsCustomDimensions !== undefined){
if(typeof data.supportsCustomDimensions !== "boolean"){
const err25 = {instancePath:instancePath+"/supportsCustomDimensions",schemaPath:"#/properties/supportsCustomDimensions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.voices !== undefined){
let data23 = data.voices;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
if(typeof data23[i2] !== "string"){
const err26 = {instancePath:instancePath+"/voices/" + i2,schemaPath:"#/properties/voices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err27 = {instancePath:instancePath+"/voices",schemaPath:"#/properties/voices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.languages !== undefined){
let data25 = data.languages;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(typeof data25[i3] !== "string"){
const err28 = {instancePath:instancePath+"/languages/" + i3,schemaPath:"#/properties/languages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.voice_aliases !== undefined){
let data27 = data.voice_aliases;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key0 in data27){
if(typeof data27[key0] !== "string"){
const err30 = {instancePath:instancePath+"/voice_aliases/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/voice_aliases/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/voice_aliases",schemaPath:"#/properties/voice_aliases/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.default_voice !== undefined){
if(typeof data.default_voice !== "string"){
const err32 = {instancePath:instancePath+"/default_voice",schemaPath:"#/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.supported_formats !== undefined){
let data30 = data.supported_formats;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
if(typeof data30[i4] !== "string"){
const err33 = {instancePath:instancePath+"/supported_formats/" + i4,schemaPath:"#/properties/supported_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err34 = {instancePath:instancePath+"/supported_formats",schemaPath:"#/properties/supported_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.default_format !== undefined){
if(typeof data.default_format !== "string"){
const err35 = {instancePath:instancePath+"/default_format",schemaPath:"#/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.supports_speed !== undefined){
if(typeof data.supports_speed !== "boolean"){
const err36 = {instancePath:instancePath+"/supports_speed",schemaPath:"#/properties/supports_speed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.default_speed !== undefined){
let data34 = data.default_speed;
if(!((typeof data34 == "number") && (isFinite(data34)))){
const err37 = {instancePath:instancePath+"/default_speed",schemaPath:"#/properties/default_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.min_speed !== undefined){
let data35 = data.min_speed;
if(!((typeof data35 == "number") && (isFinite(data35)))){
const err38 = {instancePath:instancePath+"/min_speed",schemaPath:"#/properties/min_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.max_speed !== undefined){
let data36 = data.max_speed;
if(!((typeof data36 == "number") && (isFinite(data36)))){
const err39 = {instancePath:instancePath+"/max_speed",schemaPath:"#/properties/max_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.supports_lyrics !== undefined){
if(typeof data.supports_lyrics !== "boolean"){
const err40 = {instancePath:instancePath+"/supports_lyrics",schemaPath:"#/properties/supports_lyrics/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.lyrics_required !== undefined){
if(typeof data.lyrics_required !== "boolean"){
const err41 = {instancePath:instancePath+"/lyrics_required",schemaPath:"#/properties/lyrics_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.supports_force_instrumental !== undefined){
if(typeof data.supports_force_instrumental !== "boolean"){
const err42 = {instancePath:instancePath+"/supports_force_instrumental",schemaPath:"#/properties/supports_force_instrumental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.supports_loop !== undefined){
if(typeof data.supports_loop !== "boolean"){
const err43 = {instancePath:instancePath+"/supports_loop",schemaPath:"#/properties/supports_loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.supports_language_code !== undefined){
if(typeof data.supports_language_code !== "boolean"){
const err44 = {instancePath:instancePath+"/supports_language_code",schemaPath:"#/properties/supports_language_code/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.duration_options !== undefined){
let data42 = data.duration_options;
if(Array.isArray(data42)){
const len5 = data42.length;
for(let i5=0; i5<len5; i5++){
let data43 = data42[i5];
if(!((typeof data43 == "number") && (isFinite(data43)))){
const err45 = {instancePath:instancePath+"/duration_options/" + i5,schemaPath:"#/properties/duration_options/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err46 = {instancePath:instancePath+"/duration_options",schemaPath:"#/properties/duration_options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.min_duration !== undefined){
let data44 = data.min_duration;
if(!((typeof data44 == "number") && (isFinite(data44)))){
const err47 = {instancePath:instancePath+"/min_duration",schemaPath:"#/properties/min_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.max_duration !== undefined){
let data45 = data.max_duration;
if(!((typeof data45 == "number") && (isFinite(data45)))){
const err48 = {instancePath:instancePath+"/max_duration",schemaPath:"#/properties/max_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.default_duration !== undefined){
let data46 = data.default_duration;
if(!((typeof data46 == "number") && (isFinite(data46)))){
const err49 = {instancePath:instancePath+"/default_duration",schemaPath:"#/properties/default_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.prompt_character_limit !== undefined){
let data47 = data.prompt_character_limit;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err50 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 1 || isNaN(data47)){
const err51 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.voice_changer !== undefined){
if(typeof data.voice_changer !== "boolean"){
const err52 = {instancePath:instancePath+"/voice_changer",schemaPath:"#/properties/voice_changer/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.max_source_audio_duration_seconds !== undefined){
let data49 = data.max_source_audio_duration_seconds;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err53 = {instancePath:instancePath+"/max_source_audio_duration_seconds",schemaPath:"#/properties/max_source_audio_duration_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 1 || isNaN(data49)){
const err54 = {instancePath:instancePath+"/max_source_audio_duration_seconds",schemaPath:"#/properties/max_source_audio_duration_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.accepted_audio_formats !== undefined){
let data50 = data.accepted_audio_formats;
if(Array.isArray(data50)){
const len6 = data50.length;
for(let i6=0; i6<len6; i6++){
if(typeof data50[i6] !== "string"){
const err55 = {instancePath:instancePath+"/accepted_audio_formats/" + i6,schemaPath:"#/properties/accepted_audio_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/accepted_audio_formats",schemaPath:"#/properties/accepted_audio_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.supports_background_noise_removal !== undefined){
if(typeof data.supports_background_noise_removal !== "boolean"){
const err57 = {instancePath:instancePath+"/supports_background_noise_removal",schemaPath:"#/properties/supports_background_noise_removal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.supports_seed !== undefined){
if(typeof data.supports_seed !== "boolean"){
const err58 = {instancePath:instancePath+"/supports_seed",schemaPath:"#/properties/supports_seed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.supports_custom_voice_id !== undefined){
if(typeof data.supports_custom_voice_id !== "boolean"){
const err59 = {instancePath:instancePath+"/supports_custom_voice_id",schemaPath:"#/properties/supports_custom_voice_id/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.voice_cloning !== undefined){
let data55 = data.voice_cloning;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.mode === undefined){
const err60 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data55.accepted_formats === undefined){
const err61 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "accepted_formats"},message:"must have required property '"+"accepted_formats"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data55.min_sample_seconds === undefined){
const err62 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "min_sample_seconds"},message:"must have required property '"+"min_sample_seconds"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data55.retention_days === undefined){
const err63 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/required",keyword:"required",params:{missingProperty: "retention_days"},message:"must have required property '"+"retention_days"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data55.mode !== undefined){
let data56 = data55.mode;
if(typeof data56 !== "string"){
const err64 = {instancePath:instancePath+"/voice_cloning/mode",schemaPath:"#/properties/voice_cloning/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!((data56 === "zero_shot") || (data56 === "persistent"))){
const err65 = {instancePath:instancePath+"/voice_cloning/mode",schemaPath:"#/properties/voice_cloning/properties/mode/enum",keyword:"enum",params:{allowedValues: schema177.properties.voice_cloning.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data55.accepted_formats !== undefined){
let data57 = data55.accepted_formats;
if(Array.isArray(data57)){
const len7 = data57.length;
for(let i7=0; i7<len7; i7++){
if(typeof data57[i7] !== "string"){
const err66 = {instancePath:instancePath+"/voice_cloning/accepted_formats/" + i7,schemaPath:"#/properties/voice_cloning/properties/accepted_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/voice_cloning/accepted_formats",schemaPath:"#/properties/voice_cloning/properties/accepted_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data55.min_sample_seconds !== undefined){
let data59 = data55.min_sample_seconds;
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 0 || isNaN(data59)){
const err68 = {instancePath:instancePath+"/voice_cloning/min_sample_seconds",schemaPath:"#/properties/voice_cloning/properties/min_sample_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/voice_cloning/min_sample_seconds",schemaPath:"#/properties/voice_cloning/properties/min_sample_seconds/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data55.retention_days !== undefined){
let data60 = data55.retention_days;
if(!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))){
const err70 = {instancePath:instancePath+"/voice_cloning/retention_days",schemaPath:"#/properties/voice_cloning/properties/retention_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 1 || isNaN(data60)){
const err71 = {instancePath:instancePath+"/voice_cloning/retention_days",schemaPath:"#/properties/voice_cloning/properties/retention_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/voice_cloning",schemaPath:"#/properties/voice_cloning/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
validate456.errors = vErrors;
return errors === 0;
}
validate456.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"imageOperation":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"languages":true,"voice_aliases":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true,"voice_changer":true,"max_source_audio_duration_seconds":true,"accepted_audio_formats":true,"supports_background_noise_removal":true,"supports_seed":true,"supports_custom_voice_id":true,"voice_cloning":true},"dynamicProps":false,"dynamicItems":false};


function validate455(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate455.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate456(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate456.errors : vErrors.concat(validate456.errors);
errors = vErrors.length;
}
validate455.errors = vErrors;
return errors === 0;
}
validate455.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"imageOperation":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"languages":true,"voice_aliases":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true,"voice_changer":true,"max_source_audio_duration_seconds":true,"accepted_audio_formats":true,"supports_background_noise_removal":true,"supports_seed":true,"supports_custom_voice_id":true,"voice_cloning":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_Character = validate462;
const schema196 = {"$ref":"openapi.json#/components/schemas/Character"};
const schema197 = {"type":"object","required":["id","slug","name","description","author","adult","featured","webEnabled","shareUrl","photoUrl","tags","modelId","stats","createdAt","updatedAt"],"properties":{"id":{"type":"string","format":"uuid"},"slug":{"type":"string","minLength":1,"maxLength":200,"description":"Send as service_parameters.character_slug."},"name":{"type":"string","minLength":1},"description":{"type":["string","null"]},"author":{"type":"string","description":"A short anonymized id of the author."},"adult":{"type":"boolean"},"featured":{"type":"boolean"},"webEnabled":{"type":"boolean"},"shareUrl":{"type":["string","null"]},"photoUrl":{"type":["string","null"]},"tags":{"type":"array","items":{"type":"string"}},"modelId":{"type":"string","description":"The API model id the character chats with."},"stats":{"$ref":"openapi.json#/components/schemas/CharacterStats"},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"}},"example":{"id":"7b0c8e1e-3f4a-4c1d-9a55-2f0f7e9d1c11","slug":"sherlock-holmes","name":"Sherlock Holmes","description":"The consulting detective of 221B Baker Street.","author":"a1b2c3","adult":false,"featured":true,"webEnabled":false,"shareUrl":null,"photoUrl":null,"tags":["detective","mystery"],"modelId":"debug-tiny-chat","stats":{"averageRating":4.5,"imports":120,"ratingCount":2,"ratingSum":9,"userRating":null},"createdAt":"2026-01-05T10:00:00Z","updatedAt":"2026-03-01T12:30:00Z"}};
const schema198 = {"type":"object","required":["averageRating","imports","ratingCount","ratingSum","userRating"],"properties":{"averageRating":{"type":"number","minimum":0,"maximum":5},"imports":{"type":"integer","minimum":0},"ratingCount":{"type":"integer","minimum":0},"ratingSum":{"type":"integer","minimum":0},"userRating":{"type":["integer","null"],"minimum":1,"maximum":5,"description":"The caller's own rating."}}};

function validate464(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate464.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.averageRating === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "averageRating"},message:"must have required property '"+"averageRating"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.imports === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "imports"},message:"must have required property '"+"imports"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ratingCount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratingCount"},message:"must have required property '"+"ratingCount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ratingSum === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratingSum"},message:"must have required property '"+"ratingSum"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.userRating === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRating"},message:"must have required property '"+"userRating"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.averageRating !== undefined){
let data0 = data.averageRating;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 5 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/averageRating",schemaPath:"#/properties/averageRating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/averageRating",schemaPath:"#/properties/averageRating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err7 = {instancePath:instancePath+"/averageRating",schemaPath:"#/properties/averageRating/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.imports !== undefined){
let data1 = data.imports;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err8 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/imports",schemaPath:"#/properties/imports/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.ratingCount !== undefined){
let data2 = data.ratingCount;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/ratingCount",schemaPath:"#/properties/ratingCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/ratingCount",schemaPath:"#/properties/ratingCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.ratingSum !== undefined){
let data3 = data.ratingSum;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/ratingSum",schemaPath:"#/properties/ratingSum/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/ratingSum",schemaPath:"#/properties/ratingSum/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.userRating !== undefined){
let data4 = data.userRating;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err14 = {instancePath:instancePath+"/userRating",schemaPath:"#/properties/userRating/type",keyword:"type",params:{type: schema198.properties.userRating.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 5 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/userRating",schemaPath:"#/properties/userRating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/userRating",schemaPath:"#/properties/userRating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate464.errors = vErrors;
return errors === 0;
}
validate464.evaluated = {"props":{"averageRating":true,"imports":true,"ratingCount":true,"ratingSum":true,"userRating":true},"dynamicProps":false,"dynamicItems":false};


function validate463(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate463.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.slug === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slug"},message:"must have required property '"+"slug"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.description === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.author === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "author"},message:"must have required property '"+"author"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.adult === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adult"},message:"must have required property '"+"adult"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.featured === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "featured"},message:"must have required property '"+"featured"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.webEnabled === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webEnabled"},message:"must have required property '"+"webEnabled"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.shareUrl === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "shareUrl"},message:"must have required property '"+"shareUrl"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.photoUrl === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "photoUrl"},message:"must have required property '"+"photoUrl"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.tags === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.modelId === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modelId"},message:"must have required property '"+"modelId"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.stats === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "stats"},message:"must have required property '"+"stats"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.createdAt === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.updatedAt === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats4.test(data0))){
const err15 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err16 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.slug !== undefined){
let data1 = data.slug;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err17 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data1) < 1){
const err18 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err19 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err20 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
const err22 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema197.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.author !== undefined){
if(typeof data.author !== "string"){
const err23 = {instancePath:instancePath+"/author",schemaPath:"#/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.adult !== undefined){
if(typeof data.adult !== "boolean"){
const err24 = {instancePath:instancePath+"/adult",schemaPath:"#/properties/adult/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.featured !== undefined){
if(typeof data.featured !== "boolean"){
const err25 = {instancePath:instancePath+"/featured",schemaPath:"#/properties/featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.webEnabled !== undefined){
if(typeof data.webEnabled !== "boolean"){
const err26 = {instancePath:instancePath+"/webEnabled",schemaPath:"#/properties/webEnabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.shareUrl !== undefined){
let data8 = data.shareUrl;
if((typeof data8 !== "string") && (data8 !== null)){
const err27 = {instancePath:instancePath+"/shareUrl",schemaPath:"#/properties/shareUrl/type",keyword:"type",params:{type: schema197.properties.shareUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.photoUrl !== undefined){
let data9 = data.photoUrl;
if((typeof data9 !== "string") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/photoUrl",schemaPath:"#/properties/photoUrl/type",keyword:"type",params:{type: schema197.properties.photoUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.tags !== undefined){
let data10 = data.tags;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(typeof data10[i0] !== "string"){
const err29 = {instancePath:instancePath+"/tags/" + i0,schemaPath:"#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err30 = {instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.modelId !== undefined){
if(typeof data.modelId !== "string"){
const err31 = {instancePath:instancePath+"/modelId",schemaPath:"#/properties/modelId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.stats !== undefined){
if(!(validate464(data.stats, {instancePath:instancePath+"/stats",parentData:data,parentDataProperty:"stats",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate464.errors : vErrors.concat(validate464.errors);
errors = vErrors.length;
}
}
if(data.createdAt !== undefined){
let data14 = data.createdAt;
if(typeof data14 === "string"){
if(!(formats2.validate(data14))){
const err32 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data15 = data.updatedAt;
if(typeof data15 === "string"){
if(!(formats2.validate(data15))){
const err34 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate463.errors = vErrors;
return errors === 0;
}
validate463.evaluated = {"props":{"id":true,"slug":true,"name":true,"description":true,"author":true,"adult":true,"featured":true,"webEnabled":true,"shareUrl":true,"photoUrl":true,"tags":true,"modelId":true,"stats":true,"createdAt":true,"updatedAt":true},"dynamicProps":false,"dynamicItems":false};


function validate462(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate462.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate463(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate463.errors : vErrors.concat(validate463.errors);
errors = vErrors.length;
}
validate462.errors = vErrors;
return errors === 0;
}
validate462.evaluated = {"props":{"id":true,"slug":true,"name":true,"description":true,"author":true,"adult":true,"featured":true,"webEnabled":true,"shareUrl":true,"photoUrl":true,"tags":true,"modelId":true,"stats":true,"createdAt":true,"updatedAt":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_CharacterReview = validate467;
const schema199 = {"$ref":"openapi.json#/components/schemas/CharacterReview"};
const schema200 = {"type":"object","required":["id","characterId","createdAt","rating","username","isOwner"],"properties":{"id":{"type":"string","format":"uuid"},"characterId":{"type":"string","format":"uuid"},"createdAt":{"type":"string","format":"date-time"},"rating":{"type":"integer","minimum":1,"maximum":5},"message":{"type":["string","null"]},"locale":{"type":["string","null"]},"username":{"type":"string"},"isOwner":{"type":"boolean","description":"Whether the caller wrote this review."},"userAvatarUrl":{"type":["string","null"]}}};

function validate468(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate468.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.characterId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "characterId"},message:"must have required property '"+"characterId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.rating === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.username === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"},message:"must have required property '"+"username"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.isOwner === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isOwner"},message:"must have required property '"+"isOwner"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats4.test(data0))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.characterId !== undefined){
let data1 = data.characterId;
if(typeof data1 === "string"){
if(!(formats4.test(data1))){
const err8 = {instancePath:instancePath+"/characterId",schemaPath:"#/properties/characterId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err9 = {instancePath:instancePath+"/characterId",schemaPath:"#/properties/characterId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data2 = data.createdAt;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err10 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.rating !== undefined){
let data3 = data.rating;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 5 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/rating",schemaPath:"#/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.message !== undefined){
let data4 = data.message;
if((typeof data4 !== "string") && (data4 !== null)){
const err15 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: schema200.properties.message.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.locale !== undefined){
let data5 = data.locale;
if((typeof data5 !== "string") && (data5 !== null)){
const err16 = {instancePath:instancePath+"/locale",schemaPath:"#/properties/locale/type",keyword:"type",params:{type: schema200.properties.locale.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.username !== undefined){
if(typeof data.username !== "string"){
const err17 = {instancePath:instancePath+"/username",schemaPath:"#/properties/username/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.isOwner !== undefined){
if(typeof data.isOwner !== "boolean"){
const err18 = {instancePath:instancePath+"/isOwner",schemaPath:"#/properties/isOwner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.userAvatarUrl !== undefined){
let data8 = data.userAvatarUrl;
if((typeof data8 !== "string") && (data8 !== null)){
const err19 = {instancePath:instancePath+"/userAvatarUrl",schemaPath:"#/properties/userAvatarUrl/type",keyword:"type",params:{type: schema200.properties.userAvatarUrl.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate468.errors = vErrors;
return errors === 0;
}
validate468.evaluated = {"props":{"id":true,"characterId":true,"createdAt":true,"rating":true,"message":true,"locale":true,"username":true,"isOwner":true,"userAvatarUrl":true},"dynamicProps":false,"dynamicItems":false};


function validate467(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate467.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate468(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate468.errors : vErrors.concat(validate468.errors);
errors = vErrors.length;
}
validate467.errors = vErrors;
return errors === 0;
}
validate467.evaluated = {"props":{"id":true,"characterId":true,"createdAt":true,"rating":true,"message":true,"locale":true,"username":true,"isOwner":true,"userAvatarUrl":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_ChatServiceParameters = validate470;
const schema201 = {"$ref":"openapi.json#/components/schemas/ChatServiceParameters"};

function validate471(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate471.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func4.call(schema91.properties, key0))){
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
if(data.character_slug !== undefined){
if(typeof data.character_slug !== "string"){
const err1 = {instancePath:instancePath+"/character_slug",schemaPath:"#/properties/character_slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.strip_thinking_response !== undefined){
if(typeof data.strip_thinking_response !== "boolean"){
const err2 = {instancePath:instancePath+"/strip_thinking_response",schemaPath:"#/properties/strip_thinking_response/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.disable_thinking !== undefined){
if(typeof data.disable_thinking !== "boolean"){
const err3 = {instancePath:instancePath+"/disable_thinking",schemaPath:"#/properties/disable_thinking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.enable_e2ee !== undefined){
if(typeof data.enable_e2ee !== "boolean"){
const err4 = {instancePath:instancePath+"/enable_e2ee",schemaPath:"#/properties/enable_e2ee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enable_web_search !== undefined){
if(!(validate204(data.enable_web_search, {instancePath:instancePath+"/enable_web_search",parentData:data,parentDataProperty:"enable_web_search",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
}
if(data.enable_web_scraping !== undefined){
if(typeof data.enable_web_scraping !== "boolean"){
const err5 = {instancePath:instancePath+"/enable_web_scraping",schemaPath:"#/properties/enable_web_scraping/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enable_web_citations !== undefined){
if(typeof data.enable_web_citations !== "boolean"){
const err6 = {instancePath:instancePath+"/enable_web_citations",schemaPath:"#/properties/enable_web_citations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.include_search_results_in_stream !== undefined){
if(typeof data.include_search_results_in_stream !== "boolean"){
const err7 = {instancePath:instancePath+"/include_search_results_in_stream",schemaPath:"#/properties/include_search_results_in_stream/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.return_search_results_as_documents !== undefined){
if(typeof data.return_search_results_as_documents !== "boolean"){
const err8 = {instancePath:instancePath+"/return_search_results_as_documents",schemaPath:"#/properties/return_search_results_as_documents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.include_service_system_prompt !== undefined){
if(typeof data.include_service_system_prompt !== "boolean"){
const err9 = {instancePath:instancePath+"/include_service_system_prompt",schemaPath:"#/properties/include_service_system_prompt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.enable_x_search !== undefined){
if(typeof data.enable_x_search !== "boolean"){
const err10 = {instancePath:instancePath+"/enable_x_search",schemaPath:"#/properties/enable_x_search/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate471.errors = vErrors;
return errors === 0;
}
validate471.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate470(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate470.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate471(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate471.errors : vErrors.concat(validate471.errors);
errors = vErrors.length;
}
validate470.errors = vErrors;
return errors === 0;
}
validate470.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

