//! `url_pattern_exec(url, pattern)`: the groups of the URL's match with
//! the WHATWG URL pattern (`URLPattern.exec`), in the order of the
//! components (protocol to hash) and of the groups in each, as
//! `List<Struct{component, name, value}>` (`value` NULL for a group that
//! matched nothing); NULL when the URL does not parse or does not match,
//! or the pattern is not valid.

use crate::common::{doc, kernel_function, scalar_udf, strings};
use crate::url_pattern_test::PATTERN_ARGS;

kernel_function!(
    /// `url_pattern_exec(url, pattern)`: the groups of the URL's match.
    UrlPatternExec,
    specurl_arrow::url_pattern::UrlPatternExec,
    strings(2, 2, 0)
);

scalar_udf!(
    UrlPatternExec,
    "url_pattern_exec",
    |_types| specurl_arrow::url_pattern::exec_type(),
    doc(
        "The groups of the URL's match with the WHATWG URL pattern (`URLPattern.exec`), as a \
         list of structs {component, name, value}, in the order of the components and of the \
         groups in each (value NULL for a group that matched nothing); a component the pattern \
         string leaves out is a wildcard, whose group is named 0. NULL when the URL does not \
         parse or does not match, or the pattern is not valid.",
        "url_pattern_exec(url, pattern)",
        &PATTERN_ARGS,
        "url_pattern_exec('https://example.com/books/12', 'https://example.com/books/:id')[3]",
        "{component: pathname, name: id, value: 12}",
    )
);
