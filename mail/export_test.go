package mail

// TemplateFiles are the embedded templates, for the tests.
var TemplateFiles = templateFiles
