// The 'signing' namespace in English (United Kingdom): the reference its mirrors follow.
const enGb = {};

export default enGb;
