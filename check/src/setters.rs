//! The setters of [`specurl::Url`] by their WHATWG attribute names, for the
//! oracle test and the `setters` fuzz target.
//!
//! ```
//! let mut url = specurl::Url::parse("http://h/", None).unwrap();
//! specurl_check::setters::apply(&mut url, "port", "8080");
//! assert_eq!(url.host(), "h:8080");
//! ```

use serde_json::{json, Value};
use specurl::{Component, Url};

use crate::oracle;

/// The setters of the URL API, by attribute name; `href` first.
pub fn setters() -> impl Iterator<Item = &'static str> {
    Component::ALL.into_iter().map(Component::name)
}

/// Runs the setter of attribute `name` on `url` with `value`; says whether
/// it used the whole value (`false` for an unknown name).
pub fn apply(url: &mut Url, name: &str, value: &str) -> bool {
    name.parse().is_ok_and(|c| url.set(c, value).is_ok())
}

/// The oracle request for a setter on the URL `href` (which must parse).
/// The `href` setter throws in the URL API when its value does not parse,
/// so it is asked as what it is, a parse without a base.
pub fn request(href: &str, setter: &str, value: &str) -> Value {
    if setter == "href" {
        oracle::parse_request(value, None)
    } else {
        json!({"op": "set", "href": href, "setter": setter, "value": value})
    }
}

/// specurl's answer to [`request`]: the getters after the setter (for
/// `href`, the failure when the value does not parse).
pub fn answer(href: &str, setter: &str, value: &str) -> Value {
    if setter == "href" {
        return oracle::parse_answer(value, None);
    }
    match Url::parse(href, None) {
        Ok(mut url) => {
            apply(&mut url, setter, value);
            oracle::getters(&url)
        }
        Err(_) => json!({"failure": true}),
    }
}
