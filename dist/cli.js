#!/usr/bin/env node
var __webpack_exports__ = {};

console.log("arh");

