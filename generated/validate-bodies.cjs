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

const schema28 = {"description":"An expiry date (`YYYY-MM-DD`, meaning the end of that UTC day) or date-time; the empty string\nmeans never. A time in the past is accepted and makes the key unusable at once.\n","anyOf":[{"type":"string","maxLength":0},{"type":"string","format":"date"},{"type":"string","format":"date-time"}]};
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

exports.createBillingCredit_body = validate82;
const schema32 = {"type":"object","additionalProperties":false,"required":["amountUsd","reason","externalId"],"properties":{"accountId":{"$ref":"openapi.json#/components/schemas/Uuid"},"amountUsd":{"type":"number","minimum":0.000001,"maximum":1000000,"description":"USD; rounded to the micro-dollar (6 decimals)."},"reason":{"type":"string","minLength":1,"maxLength":500,"pattern":"^[^\\x00]*$"},"externalId":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Your reference for this credit (an invoice id)."}}};

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
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern7 = new RegExp("^[A-Za-z0-9._:-]+$", "u");

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
if(!(validate83(data.accountId, {instancePath:instancePath+"/accountId",parentData:data,parentDataProperty:"accountId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
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
if(!pattern7.test(data3)){
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
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_ModelResponse = validate85;
const schema34 = {"$ref":"openapi.json#/components/schemas/ModelResponse"};
const schema35 = {"type":"object","required":["id","object","owned_by","type","model_spec"],"properties":{"id":{"type":"string"},"object":{"type":"string","const":"model"},"owned_by":{"type":"string"},"type":{"$ref":"openapi.json#/components/schemas/ModelType"},"created":{"type":"integer","description":"Unix time the model was added."},"context_length":{"type":"integer","description":"Context window of a text model (tokens)."},"model_spec":{"$ref":"openapi.json#/components/schemas/ModelSpec"}},"example":{"id":"debug-tiny-chat","object":"model","owned_by":"this service","type":"text","created":1763683200,"context_length":2048,"model_spec":{"privacy":"private","name":"Debug tiny chat (random weights)","traits":["default"],"availableContextTokens":2048,"capabilities":{"optimizedForCode":false,"supportsFunctionCalling":true,"supportsAudioInput":false,"supportsReasoning":false,"supportsReasoningEffort":false,"supportsResponseSchema":true,"supportsMultipleImages":false,"supportsVision":false,"supportsVideoInput":false,"supportsWebSearch":false,"supportsLogProbs":false,"supportsTeeAttestation":false,"supportsE2EE":false,"supportsXSearch":false,"quantization":"fp16"},"constraints":{"temperature":{"default":0.8},"top_p":{"default":0.9}},"pricing":{"input":{"usd":0.15,"diem":0.15},"output":{"usd":0.6,"diem":0.6}}}}};
const schema36 = {"type":"string","enum":["asr","embedding","image","music","text","tts","upscale","inpaint","video"]};

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
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
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
validate87.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema37 = {"type":"object","required":["privacy"],"properties":{"privacy":{"type":"string","enum":["private","anonymized"]},"name":{"type":"string"},"description":{"type":"string"},"modelSource":{"type":"string"},"offline":{"type":"boolean","default":false},"beta":{"type":"boolean"},"betaModel":{"type":"boolean"},"traits":{"type":"array","items":{"type":"string"}},"uncensored":{"type":"boolean"},"regionRestrictions":{"type":"array","items":{"type":"string"}},"deprecation":{"$ref":"openapi.json#/components/schemas/ModelDeprecation"},"availableContextTokens":{"type":"integer","minimum":1},"maxCompletionTokens":{"type":"integer","minimum":1},"capabilities":{"$ref":"openapi.json#/components/schemas/TextModelCapabilities"},"constraints":{"$ref":"openapi.json#/components/schemas/ModelConstraints"},"pricing":{"$ref":"openapi.json#/components/schemas/ModelPricing"},"supportsStyleReferences":{"type":"boolean"},"embeddingDimensions":{"type":"integer","minimum":1},"maxInputTokens":{"type":"integer","minimum":1},"supportsCustomDimensions":{"type":"boolean"},"voices":{"type":"array","items":{"type":"string"}},"default_voice":{"type":"string"},"supported_formats":{"type":"array","items":{"type":"string"}},"default_format":{"type":"string"},"supports_speed":{"type":"boolean"},"default_speed":{"type":"number"},"min_speed":{"type":"number"},"max_speed":{"type":"number"},"supports_lyrics":{"type":"boolean"},"lyrics_required":{"type":"boolean"},"supports_force_instrumental":{"type":"boolean"},"supports_loop":{"type":"boolean"},"supports_language_code":{"type":"boolean"},"duration_options":{"type":"array","items":{"type":"number"}},"min_duration":{"type":"number"},"max_duration":{"type":"number"},"default_duration":{"type":"number"},"prompt_character_limit":{"type":"integer","minimum":1}}};
const schema38 = {"type":"object","required":["autoRemap","date","removesAt"],"properties":{"autoRemap":{"type":"boolean","description":"Whether requests are routed to the replacement after removal."},"date":{"type":"string","description":"Date the deprecation was announced (ISO 8601)."},"removesAt":{"type":"string","description":"Date the model is removed (ISO 8601)."},"startsAt":{"type":"string"},"replacementModelId":{"type":"string"}}};

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
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":{"autoRemap":true,"date":true,"removesAt":true,"startsAt":true,"replacementModelId":true},"dynamicProps":false,"dynamicItems":false};

const schema39 = {"type":"object","description":"What a text model can do. Requests for a feature the model lacks get a 400 naming it.","additionalProperties":false,"required":["optimizedForCode","supportsFunctionCalling","supportsAudioInput","supportsReasoning","supportsReasoningEffort","supportsResponseSchema","supportsMultipleImages","supportsVision","supportsVideoInput","supportsWebSearch","supportsLogProbs","supportsTeeAttestation","supportsE2EE","supportsXSearch","quantization"],"properties":{"optimizedForCode":{"type":"boolean"},"supportsFunctionCalling":{"type":"boolean"},"supportsAudioInput":{"type":"boolean"},"supportsReasoning":{"type":"boolean"},"supportsReasoningEffort":{"type":"boolean"},"supportsResponseSchema":{"type":"boolean"},"supportsMultipleImages":{"type":"boolean"},"supportsVision":{"type":"boolean"},"supportsVideoInput":{"type":"boolean"},"supportsWebSearch":{"type":"boolean"},"supportsLogProbs":{"type":"boolean"},"supportsTeeAttestation":{"type":"boolean"},"supportsE2EE":{"type":"boolean"},"supportsXSearch":{"type":"boolean"},"quantization":{"type":"string","enum":["fp4","fp8","fp16","bf16","int8","int4","not-available"]},"reasoningEffortOptions":{"type":"array","items":{"type":"string","enum":["none","minimal","low","medium","high","xhigh","max"]}},"defaultReasoningEffort":{"type":"string","enum":["none","minimal","low","medium","high","xhigh","max"]},"maxImages":{"type":"integer","minimum":0},"maxVideos":{"type":"integer","minimum":0}}};
const func8 = Object.prototype.hasOwnProperty;

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
if(!(func8.call(schema39.properties, key0))){
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
const err31 = {instancePath:instancePath+"/quantization",schemaPath:"#/properties/quantization/enum",keyword:"enum",params:{allowedValues: schema39.properties.quantization.enum},message:"must be equal to one of the allowed values"};
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
const err33 = {instancePath:instancePath+"/reasoningEffortOptions/" + i0,schemaPath:"#/properties/reasoningEffortOptions/items/enum",keyword:"enum",params:{allowedValues: schema39.properties.reasoningEffortOptions.items.enum},message:"must be equal to one of the allowed values"};
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
const err36 = {instancePath:instancePath+"/defaultReasoningEffort",schemaPath:"#/properties/defaultReasoningEffort/enum",keyword:"enum",params:{allowedValues: schema39.properties.defaultReasoningEffort.enum},message:"must be equal to one of the allowed values"};
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
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema40 = {"description":"Parameter bounds and defaults; the shape depends on the kind of model.","anyOf":[{"$ref":"openapi.json#/components/schemas/TextModelConstraints"},{"$ref":"openapi.json#/components/schemas/ImageModelConstraints"},{"$ref":"openapi.json#/components/schemas/VideoModelConstraints"},{"$ref":"openapi.json#/components/schemas/InpaintModelConstraints"}]};
const schema41 = {"type":"object","title":"Text model constraints","required":["temperature","top_p"],"properties":{"temperature":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"top_p":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"frequency_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"presence_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"},"repetition_penalty":{"$ref":"openapi.json#/components/schemas/ParameterDefault"}}};
const schema42 = {"type":"object","required":["default"],"properties":{"default":{"type":"number"}}};

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
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":{"default":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate96(data.temperature, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.top_p !== undefined){
if(!(validate96(data.top_p, {instancePath:instancePath+"/top_p",parentData:data,parentDataProperty:"top_p",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.frequency_penalty !== undefined){
if(!(validate96(data.frequency_penalty, {instancePath:instancePath+"/frequency_penalty",parentData:data,parentDataProperty:"frequency_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.presence_penalty !== undefined){
if(!(validate96(data.presence_penalty, {instancePath:instancePath+"/presence_penalty",parentData:data,parentDataProperty:"presence_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
}
if(data.repetition_penalty !== undefined){
if(!(validate96(data.repetition_penalty, {instancePath:instancePath+"/repetition_penalty",parentData:data,parentDataProperty:"repetition_penalty",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
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
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":{"temperature":true,"top_p":true,"frequency_penalty":true,"presence_penalty":true,"repetition_penalty":true},"dynamicProps":false,"dynamicItems":false};

const schema43 = {"type":"object","title":"Image model constraints","required":["promptCharacterLimit","steps","widthHeightDivisor"],"properties":{"promptCharacterLimit":{"type":"integer","minimum":1},"steps":{"type":"object","required":["default","max"],"properties":{"default":{"type":"integer","minimum":1},"max":{"type":"integer","minimum":1}}},"widthHeightDivisor":{"type":"integer","minimum":1},"aspectRatios":{"type":"array","items":{"type":"string"}},"defaultAspectRatio":{"type":"string"},"resolutions":{"type":"array","items":{"type":"string"}},"defaultResolution":{"type":"string"},"qualities":{"type":"array","items":{"type":"string"}},"defaultQuality":{"type":"string"},"maxStyleReferences":{"type":"integer","minimum":0},"supportsStyleReferenceStrength":{"type":"boolean"}}};

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
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"promptCharacterLimit":true,"steps":true,"widthHeightDivisor":true,"aspectRatios":true,"defaultAspectRatio":true,"resolutions":true,"defaultResolution":true,"qualities":true,"defaultQuality":true,"maxStyleReferences":true,"supportsStyleReferenceStrength":true},"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","title":"Video model constraints","required":["aspect_ratios","resolutions","durations","model_type","audio","audio_configurable"],"properties":{"aspect_ratios":{"type":"array","items":{"type":"string"}},"resolutions":{"type":"array","items":{"type":"string"}},"durations":{"type":"array","items":{"type":"string"}},"model_type":{"type":"string"},"audio":{"type":"boolean"},"audio_configurable":{"type":"boolean"},"prompt_character_limit":{"type":"integer","minimum":1,"default":2500}}};

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
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":{"aspect_ratios":true,"resolutions":true,"durations":true,"model_type":true,"audio":true,"audio_configurable":true,"prompt_character_limit":true},"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","title":"Inpaint or edit model constraints","required":["aspectRatios","promptCharacterLimit","combineImages"],"properties":{"aspectRatios":{"type":"array","items":{"type":"string"}},"promptCharacterLimit":{"type":"integer","minimum":1},"combineImages":{"type":"boolean"},"maxInputImages":{"type":"integer","minimum":1,"default":3},"singleImageAspectRatio":{"type":"boolean","default":true},"resolutions":{"type":"array","items":{"type":"string"}},"defaultResolution":{"type":"string"},"qualities":{"type":"array","items":{"type":"string"}},"defaultQuality":{"type":"string"}}};

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
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":{"aspectRatios":true,"promptCharacterLimit":true,"combineImages":true,"maxInputImages":true,"singleImageAspectRatio":true,"resolutions":true,"defaultResolution":true,"qualities":true,"defaultQuality":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate95(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
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
if(!(validate103(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
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
if(!(validate105(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
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
if(!(validate107(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
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
validate94.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate94.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema46 = {"description":"The model's prices; the shape depends on the kind of model. Video models are priced with POST /video/quote.","anyOf":[{"$ref":"openapi.json#/components/schemas/TextModelPricing"},{"$ref":"openapi.json#/components/schemas/ImageModelPricing"},{"$ref":"openapi.json#/components/schemas/SpeechModelPricing"},{"$ref":"openapi.json#/components/schemas/TranscriptionModelPricing"},{"$ref":"openapi.json#/components/schemas/MusicModelPricing"}]};
const schema47 = {"type":"object","title":"Text or embedding pricing","description":"Per one million tokens.","required":["input","output"],"properties":{"input":{"$ref":"openapi.json#/components/schemas/Price"},"output":{"$ref":"openapi.json#/components/schemas/Price"},"cache_input":{"$ref":"openapi.json#/components/schemas/Price"},"cache_write":{"$ref":"openapi.json#/components/schemas/Price"},"extended":{"type":"object","description":"Prices that apply once the prompt exceeds `context_token_threshold` tokens.","required":["context_token_threshold","input","output"],"properties":{"context_token_threshold":{"type":"integer","minimum":1},"input":{"$ref":"openapi.json#/components/schemas/Price"},"output":{"$ref":"openapi.json#/components/schemas/Price"},"cache_input":{"$ref":"openapi.json#/components/schemas/Price"},"cache_write":{"$ref":"openapi.json#/components/schemas/Price"}}}}};
const schema48 = {"type":"object","description":"One price, in USD and in DIEM.","required":["usd","diem"],"additionalProperties":false,"properties":{"usd":{"type":"number","minimum":0},"diem":{"type":"number","minimum":0}}};

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
if(!(validate112(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.output !== undefined){
if(!(validate112(data.output, {instancePath:instancePath+"/output",parentData:data,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.cache_input !== undefined){
if(!(validate112(data.cache_input, {instancePath:instancePath+"/cache_input",parentData:data,parentDataProperty:"cache_input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.cache_write !== undefined){
if(!(validate112(data.cache_write, {instancePath:instancePath+"/cache_write",parentData:data,parentDataProperty:"cache_write",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
if(!(validate112(data4.input, {instancePath:instancePath+"/extended/input",parentData:data4,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data4.output !== undefined){
if(!(validate112(data4.output, {instancePath:instancePath+"/extended/output",parentData:data4,parentDataProperty:"output",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data4.cache_input !== undefined){
if(!(validate112(data4.cache_input, {instancePath:instancePath+"/extended/cache_input",parentData:data4,parentDataProperty:"cache_input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data4.cache_write !== undefined){
if(!(validate112(data4.cache_write, {instancePath:instancePath+"/extended/cache_write",parentData:data4,parentDataProperty:"cache_write",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"input":true,"output":true,"cache_input":true,"cache_write":true,"extended":true},"dynamicProps":false,"dynamicItems":false};

const schema49 = {"type":"object","title":"Image or upscale pricing","properties":{"generation":{"$ref":"openapi.json#/components/schemas/Price"},"resolutions":{"type":"object","additionalProperties":{"$ref":"openapi.json#/components/schemas/Price"}},"quality":{"type":"object","additionalProperties":{"type":"object","properties":{"low":{"$ref":"openapi.json#/components/schemas/Price"},"medium":{"$ref":"openapi.json#/components/schemas/Price"},"high":{"$ref":"openapi.json#/components/schemas/Price"}}}},"upscale":{"type":"object","additionalProperties":{"$ref":"openapi.json#/components/schemas/Price"}},"inpaint":{"$ref":"openapi.json#/components/schemas/Price"},"inputImages":{"type":"object","required":["included","additional"],"properties":{"included":{"type":"integer","minimum":0},"additional":{"$ref":"openapi.json#/components/schemas/Price"}}}}};

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
if(data.generation !== undefined){
if(!(validate112(data.generation, {instancePath:instancePath+"/generation",parentData:data,parentDataProperty:"generation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.resolutions !== undefined){
let data1 = data.resolutions;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
if(!(validate112(data1[key0], {instancePath:instancePath+"/resolutions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
if(!(validate112(data4.low, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/low",parentData:data4,parentDataProperty:"low",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data4.medium !== undefined){
if(!(validate112(data4.medium, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/medium",parentData:data4,parentDataProperty:"medium",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data4.high !== undefined){
if(!(validate112(data4.high, {instancePath:instancePath+"/quality/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/high",parentData:data4,parentDataProperty:"high",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
if(!(validate112(data8[key2], {instancePath:instancePath+"/upscale/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
if(!(validate112(data.inpaint, {instancePath:instancePath+"/inpaint",parentData:data,parentDataProperty:"inpaint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
if(!(validate112(data11.additional, {instancePath:instancePath+"/inputImages/additional",parentData:data11,parentDataProperty:"additional",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":{"generation":true,"resolutions":true,"quality":true,"upscale":true,"inpaint":true,"inputImages":true},"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","title":"Speech (TTS) pricing","description":"Per one million input characters.","required":["input"],"properties":{"input":{"$ref":"openapi.json#/components/schemas/Price"}}};

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
if(!(validate112(data.input, {instancePath:instancePath+"/input",parentData:data,parentDataProperty:"input",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":{"input":true},"dynamicProps":false,"dynamicItems":false};

const schema51 = {"type":"object","title":"Transcription (ASR) pricing","required":["per_audio_second"],"properties":{"per_audio_second":{"$ref":"openapi.json#/components/schemas/Price"}}};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
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
if(!(validate112(data.per_audio_second, {instancePath:instancePath+"/per_audio_second",parentData:data,parentDataProperty:"per_audio_second",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":{"per_audio_second":true},"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","title":"Music, audio-job or voice-changer pricing","properties":{"generation":{"$ref":"openapi.json#/components/schemas/Price"},"per_second":{"$ref":"openapi.json#/components/schemas/Price"},"per_thousand_characters":{"$ref":"openapi.json#/components/schemas/Price"},"durations":{"type":"object","additionalProperties":{"type":"object","required":["usd","diem","min_seconds","max_seconds"],"properties":{"usd":{"type":"number","minimum":0},"diem":{"type":"number","minimum":0},"min_seconds":{"type":"number","minimum":0},"max_seconds":{"type":"number","minimum":0}}}}}};

function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.generation !== undefined){
if(!(validate112(data.generation, {instancePath:instancePath+"/generation",parentData:data,parentDataProperty:"generation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.per_second !== undefined){
if(!(validate112(data.per_second, {instancePath:instancePath+"/per_second",parentData:data,parentDataProperty:"per_second",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.per_thousand_characters !== undefined){
if(!(validate112(data.per_thousand_characters, {instancePath:instancePath+"/per_thousand_characters",parentData:data,parentDataProperty:"per_thousand_characters",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
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
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":{"generation":true,"per_second":true,"per_thousand_characters":true,"durations":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
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
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
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
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.input = true;
}
}
const _errs4 = errors;
if(!(validate135(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
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
if(!(validate138(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate138.errors : vErrors.concat(validate138.errors);
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
validate110.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate110.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
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
const err2 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/enum",keyword:"enum",params:{allowedValues: schema37.properties.privacy.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate90(data.deprecation, {instancePath:instancePath+"/deprecation",parentData:data,parentDataProperty:"deprecation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
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
if(!(validate92(data.capabilities, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data.constraints !== undefined){
if(!(validate94(data.constraints, {instancePath:instancePath+"/constraints",parentData:data,parentDataProperty:"constraints",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.pricing !== undefined){
if(!(validate110(data.pricing, {instancePath:instancePath+"/pricing",parentData:data,parentDataProperty:"pricing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
if(data.embeddingDimensions !== undefined){
let data19 = data.embeddingDimensions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err19 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err20 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxInputTokens !== undefined){
let data20 = data.maxInputTokens;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err21 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err22 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.supportsCustomDimensions !== undefined){
if(typeof data.supportsCustomDimensions !== "boolean"){
const err23 = {instancePath:instancePath+"/supportsCustomDimensions",schemaPath:"#/properties/supportsCustomDimensions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.voices !== undefined){
let data22 = data.voices;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
if(typeof data22[i2] !== "string"){
const err24 = {instancePath:instancePath+"/voices/" + i2,schemaPath:"#/properties/voices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err25 = {instancePath:instancePath+"/voices",schemaPath:"#/properties/voices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.default_voice !== undefined){
if(typeof data.default_voice !== "string"){
const err26 = {instancePath:instancePath+"/default_voice",schemaPath:"#/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.supported_formats !== undefined){
let data25 = data.supported_formats;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(typeof data25[i3] !== "string"){
const err27 = {instancePath:instancePath+"/supported_formats/" + i3,schemaPath:"#/properties/supported_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err28 = {instancePath:instancePath+"/supported_formats",schemaPath:"#/properties/supported_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.default_format !== undefined){
if(typeof data.default_format !== "string"){
const err29 = {instancePath:instancePath+"/default_format",schemaPath:"#/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.supports_speed !== undefined){
if(typeof data.supports_speed !== "boolean"){
const err30 = {instancePath:instancePath+"/supports_speed",schemaPath:"#/properties/supports_speed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.default_speed !== undefined){
let data29 = data.default_speed;
if(!((typeof data29 == "number") && (isFinite(data29)))){
const err31 = {instancePath:instancePath+"/default_speed",schemaPath:"#/properties/default_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.min_speed !== undefined){
let data30 = data.min_speed;
if(!((typeof data30 == "number") && (isFinite(data30)))){
const err32 = {instancePath:instancePath+"/min_speed",schemaPath:"#/properties/min_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.max_speed !== undefined){
let data31 = data.max_speed;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err33 = {instancePath:instancePath+"/max_speed",schemaPath:"#/properties/max_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.supports_lyrics !== undefined){
if(typeof data.supports_lyrics !== "boolean"){
const err34 = {instancePath:instancePath+"/supports_lyrics",schemaPath:"#/properties/supports_lyrics/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.lyrics_required !== undefined){
if(typeof data.lyrics_required !== "boolean"){
const err35 = {instancePath:instancePath+"/lyrics_required",schemaPath:"#/properties/lyrics_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.supports_force_instrumental !== undefined){
if(typeof data.supports_force_instrumental !== "boolean"){
const err36 = {instancePath:instancePath+"/supports_force_instrumental",schemaPath:"#/properties/supports_force_instrumental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.supports_loop !== undefined){
if(typeof data.supports_loop !== "boolean"){
const err37 = {instancePath:instancePath+"/supports_loop",schemaPath:"#/properties/supports_loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.supports_language_code !== undefined){
if(typeof data.supports_language_code !== "boolean"){
const err38 = {instancePath:instancePath+"/supports_language_code",schemaPath:"#/properties/supports_language_code/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.duration_options !== undefined){
let data37 = data.duration_options;
if(Array.isArray(data37)){
const len4 = data37.length;
for(let i4=0; i4<len4; i4++){
let data38 = data37[i4];
if(!((typeof data38 == "number") && (isFinite(data38)))){
const err39 = {instancePath:instancePath+"/duration_options/" + i4,schemaPath:"#/properties/duration_options/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/duration_options",schemaPath:"#/properties/duration_options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.min_duration !== undefined){
let data39 = data.min_duration;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err41 = {instancePath:instancePath+"/min_duration",schemaPath:"#/properties/min_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.max_duration !== undefined){
let data40 = data.max_duration;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err42 = {instancePath:instancePath+"/max_duration",schemaPath:"#/properties/max_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.default_duration !== undefined){
let data41 = data.default_duration;
if(!((typeof data41 == "number") && (isFinite(data41)))){
const err43 = {instancePath:instancePath+"/default_duration",schemaPath:"#/properties/default_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.prompt_character_limit !== undefined){
let data42 = data.prompt_character_limit;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err44 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 1 || isNaN(data42)){
const err45 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true},"dynamicProps":false,"dynamicItems":false};


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
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
if(!(validate87(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
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
if(!(validate89(data.model_spec, {instancePath:instancePath+"/model_spec",parentData:data,parentDataProperty:"model_spec",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
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
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"id":true,"object":true,"owned_by":true,"type":true,"created":true,"context_length":true,"model_spec":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate86(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":{"id":true,"object":true,"owned_by":true,"type":true,"created":true,"context_length":true,"model_spec":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_ModelSpec = validate146;
const schema53 = {"$ref":"openapi.json#/components/schemas/ModelSpec"};

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
const err2 = {instancePath:instancePath+"/privacy",schemaPath:"#/properties/privacy/enum",keyword:"enum",params:{allowedValues: schema37.properties.privacy.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate90(data.deprecation, {instancePath:instancePath+"/deprecation",parentData:data,parentDataProperty:"deprecation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
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
if(!(validate92(data.capabilities, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
}
if(data.constraints !== undefined){
if(!(validate94(data.constraints, {instancePath:instancePath+"/constraints",parentData:data,parentDataProperty:"constraints",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
if(data.pricing !== undefined){
if(!(validate110(data.pricing, {instancePath:instancePath+"/pricing",parentData:data,parentDataProperty:"pricing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
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
if(data.embeddingDimensions !== undefined){
let data19 = data.embeddingDimensions;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err19 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 < 1 || isNaN(data19)){
const err20 = {instancePath:instancePath+"/embeddingDimensions",schemaPath:"#/properties/embeddingDimensions/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.maxInputTokens !== undefined){
let data20 = data.maxInputTokens;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err21 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err22 = {instancePath:instancePath+"/maxInputTokens",schemaPath:"#/properties/maxInputTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.supportsCustomDimensions !== undefined){
if(typeof data.supportsCustomDimensions !== "boolean"){
const err23 = {instancePath:instancePath+"/supportsCustomDimensions",schemaPath:"#/properties/supportsCustomDimensions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.voices !== undefined){
let data22 = data.voices;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
if(typeof data22[i2] !== "string"){
const err24 = {instancePath:instancePath+"/voices/" + i2,schemaPath:"#/properties/voices/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err25 = {instancePath:instancePath+"/voices",schemaPath:"#/properties/voices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.default_voice !== undefined){
if(typeof data.default_voice !== "string"){
const err26 = {instancePath:instancePath+"/default_voice",schemaPath:"#/properties/default_voice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.supported_formats !== undefined){
let data25 = data.supported_formats;
if(Array.isArray(data25)){
const len3 = data25.length;
for(let i3=0; i3<len3; i3++){
if(typeof data25[i3] !== "string"){
const err27 = {instancePath:instancePath+"/supported_formats/" + i3,schemaPath:"#/properties/supported_formats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err28 = {instancePath:instancePath+"/supported_formats",schemaPath:"#/properties/supported_formats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.default_format !== undefined){
if(typeof data.default_format !== "string"){
const err29 = {instancePath:instancePath+"/default_format",schemaPath:"#/properties/default_format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.supports_speed !== undefined){
if(typeof data.supports_speed !== "boolean"){
const err30 = {instancePath:instancePath+"/supports_speed",schemaPath:"#/properties/supports_speed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.default_speed !== undefined){
let data29 = data.default_speed;
if(!((typeof data29 == "number") && (isFinite(data29)))){
const err31 = {instancePath:instancePath+"/default_speed",schemaPath:"#/properties/default_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.min_speed !== undefined){
let data30 = data.min_speed;
if(!((typeof data30 == "number") && (isFinite(data30)))){
const err32 = {instancePath:instancePath+"/min_speed",schemaPath:"#/properties/min_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.max_speed !== undefined){
let data31 = data.max_speed;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err33 = {instancePath:instancePath+"/max_speed",schemaPath:"#/properties/max_speed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.supports_lyrics !== undefined){
if(typeof data.supports_lyrics !== "boolean"){
const err34 = {instancePath:instancePath+"/supports_lyrics",schemaPath:"#/properties/supports_lyrics/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.lyrics_required !== undefined){
if(typeof data.lyrics_required !== "boolean"){
const err35 = {instancePath:instancePath+"/lyrics_required",schemaPath:"#/properties/lyrics_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.supports_force_instrumental !== undefined){
if(typeof data.supports_force_instrumental !== "boolean"){
const err36 = {instancePath:instancePath+"/supports_force_instrumental",schemaPath:"#/properties/supports_force_instrumental/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.supports_loop !== undefined){
if(typeof data.supports_loop !== "boolean"){
const err37 = {instancePath:instancePath+"/supports_loop",schemaPath:"#/properties/supports_loop/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.supports_language_code !== undefined){
if(typeof data.supports_language_code !== "boolean"){
const err38 = {instancePath:instancePath+"/supports_language_code",schemaPath:"#/properties/supports_language_code/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.duration_options !== undefined){
let data37 = data.duration_options;
if(Array.isArray(data37)){
const len4 = data37.length;
for(let i4=0; i4<len4; i4++){
let data38 = data37[i4];
if(!((typeof data38 == "number") && (isFinite(data38)))){
const err39 = {instancePath:instancePath+"/duration_options/" + i4,schemaPath:"#/properties/duration_options/items/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/duration_options",schemaPath:"#/properties/duration_options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.min_duration !== undefined){
let data39 = data.min_duration;
if(!((typeof data39 == "number") && (isFinite(data39)))){
const err41 = {instancePath:instancePath+"/min_duration",schemaPath:"#/properties/min_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.max_duration !== undefined){
let data40 = data.max_duration;
if(!((typeof data40 == "number") && (isFinite(data40)))){
const err42 = {instancePath:instancePath+"/max_duration",schemaPath:"#/properties/max_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.default_duration !== undefined){
let data41 = data.default_duration;
if(!((typeof data41 == "number") && (isFinite(data41)))){
const err43 = {instancePath:instancePath+"/default_duration",schemaPath:"#/properties/default_duration/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.prompt_character_limit !== undefined){
let data42 = data.prompt_character_limit;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err44 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 1 || isNaN(data42)){
const err45 = {instancePath:instancePath+"/prompt_character_limit",schemaPath:"#/properties/prompt_character_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate147(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":{"privacy":true,"name":true,"description":true,"modelSource":true,"offline":true,"beta":true,"betaModel":true,"traits":true,"uncensored":true,"regionRestrictions":true,"deprecation":true,"availableContextTokens":true,"maxCompletionTokens":true,"capabilities":true,"constraints":true,"pricing":true,"supportsStyleReferences":true,"embeddingDimensions":true,"maxInputTokens":true,"supportsCustomDimensions":true,"voices":true,"default_voice":true,"supported_formats":true,"default_format":true,"supports_speed":true,"default_speed":true,"min_speed":true,"max_speed":true,"supports_lyrics":true,"lyrics_required":true,"supports_force_instrumental":true,"supports_loop":true,"supports_language_code":true,"duration_options":true,"min_duration":true,"max_duration":true,"default_duration":true,"prompt_character_limit":true},"dynamicProps":false,"dynamicItems":false};

