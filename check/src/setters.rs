//! The setters of [`specurl::Url`] by their WHATWG attribute names, for the
//! oracle test and the `setters` fuzz target.
//!
//! ```
//! let mut url = specurl::Url::parse("http://h/", None).unwrap();
//! specurl_check::setters::apply(&mut url, "port", "8080");
//! assert_eq!(url.host(), "h:8080");
//! ```

use serde_json::{json, Value};
use specurl::Url;

use crate::oracle;

/// The setters of the URL API, by attribute name; `href` first.
pub const SETTERS: [&str; 10] = [
    "href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search",
    "hash",
];

/// Runs the setter of attribute `name` on `url` with `value`; says whether
/// it used the whole value (`false` for an unknown name).
pub fn apply(url: &mut Url, name: &str, value: &str) -> bool {
    match name {
        "href" => url.set_href(value).is_ok(),
        "protocol" => url.set_protocol(value).is_ok(),
        "username" => url.set_username(value).is_ok(),
        "password" => url.set_password(value).is_ok(),
        "host" => url.set_host(value).is_ok(),
        "hostname" => url.set_hostname(value).is_ok(),
        "port" => url.set_port(value).is_ok(),
        "pathname" => url.set_pathname(value).is_ok(),
        "search" => url.set_search(value).is_ok(),
        "hash" => url.set_hash(value).is_ok(),
        _ => false,
    }
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
