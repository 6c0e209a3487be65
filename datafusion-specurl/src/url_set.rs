//! `url_set(url, component, value)`: the URL Standard's setter of
//! `component` run on the URL, and the new href; the kernel is
//! `specurl_arrow::url_set`.

use datafusion::common::{plan_datafusion_err, Result, ScalarValue};

use crate::common::{constant_at, doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_set(url, component, value)`: the URL with one component set.
    UrlSet,
    specurl_arrow::url_set::UrlSet,
    strings(3, 3, 0)
);

/// A constant component of no known name fails the query when it is
/// planned.
fn known_component(scalars: &[Option<&ScalarValue>]) -> Result<()> {
    match constant_at(scalars, 1) {
        Some(name) => specurl_arrow::url_set::component(name)
            .map(|_| ())
            .map_err(|e| plan_datafusion_err!("{e}")),
        None => Ok(()),
    }
}

scalar_udf!(
    UrlSet,
    "url_set",
    |types| string_out(&types[0]),
    doc(
        "The URL with one component set, as the URL API's setter of that name sets it \
         (`url.pathname = value`), and its new href. `component` is `href`, `protocol`, \
         `username`, `password`, `host`, `hostname`, `port`, `pathname`, `search` or `hash`; \
         any other name is an error. A value the setter ignores or refuses leaves the URL as \
         it was. NULL when the URL does not parse.",
        "url_set(url, component, value)",
        &[
            ("url", "The URL: a string column or value of any string type, parsed without a base."),
            ("component", "The name of the URL API's attribute to set, in lower case."),
            ("value", "The value given to the setter."),
        ],
        "url_set('https://example.com/a?x#y', 'pathname', '/b c')",
        "https://example.com/b%20c?x#y",
    ),
    check: known_component
);
