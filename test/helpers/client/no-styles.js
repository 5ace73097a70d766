// A stylesheet import in a component test: nothing to evaluate.
module.exports = {};
