//! The single-component getters, each `(url [, base])`, each the `Url`
//! getter of the same name: `url_href`, `url_protocol`, `url_username`,
//! `url_password`, `url_host`, `url_hostname`, `url_pathname`,
//! `url_search`, `url_hash` and `url_origin`. They read one component of
//! the parsed URL and build nothing else.
//!
//! ```
//! use arrow_array::{cast::AsArray, ArrayRef, StringArray};
//! use arrow_schema::DataType;
//! use specurl_arrow::url_component::{UrlHostname, UrlOrigin, UrlPathname};
//! use specurl_arrow::{evaluate, Input};
//! let urls: ArrayRef = std::sync::Arc::new(StringArray::from(vec![Some("../b c"), Some("http://a b/"), None]));
//! let args = [Input::Array(&urls), Input::Scalar(Some("https://EXAMPLE.com:8080/a/x"))];
//! let run = |out: specurl_arrow::Result<specurl_arrow::Evaluated>| {
//!     out.unwrap().into_array().as_string::<i32>().iter().map(|s| s.map(str::to_owned)).collect::<Vec<_>>()
//! };
//! let s = |v: &str| Some(v.to_owned());
//! assert_eq!(run(evaluate(&UrlHostname, &args, 3, &DataType::Utf8)), [s("example.com"), None, None]);
//! assert_eq!(run(evaluate(&UrlPathname, &args, 3, &DataType::Utf8)), [s("/b%20c"), None, None]);
//! assert_eq!(run(evaluate(&UrlOrigin, &args, 3, &DataType::Utf8)), [s("https://example.com:8080"), None, None]);
//! ```

use arrow_array::ArrayRef;
use arrow_schema::DataType;
use specurl::{Component, Url};

use crate::strings::Arg;
use crate::{url_args, Result, Rows, Strings, StringsOut};

/// The rows of the getter of `component` (`None`: the origin, which is
/// not a part of the href).
#[inline]
fn component_rows<'a>(
    main: impl Strings<'a>,
    args: &[Arg<'a>],
    rows: usize,
    t: &DataType,
    component: Option<Component>,
) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, main.view());
    for row in 0..rows {
        let Some((input, base)) = url_args(main, args, row) else {
            out.append_null();
            continue;
        };
        match component {
            // The hostname of most URLs is read from the grammar's tokens
            // alone, without the checks that keep the whole href as it is.
            Some(Component::Hostname) => {
                match Url::parse_component(input, base, Component::Hostname) {
                    Ok(part) => out.append_cow(row, part)?,
                    Err(_) => out.append_null(),
                }
            }
            Some(c) => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append_part(row, url.get(c), url.href())?,
                Err(_) => out.append_null(),
            },
            None => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append(&url.origin()),
                Err(_) => out.append_null(),
            },
        }
    }
    Ok(out.finish())
}

/// Declares the kernel of one getter.
macro_rules! getter {
    ($ty:ident, $name:literal, $component:expr) => {
        #[doc = concat!("The kernel of `", $name, "(url [, base])`: per row, the getter of the URL ")]
        #[doc = "parsed against the base; NULL where an argument is NULL or the URL does not"]
        #[doc = "parse. The result has the string type of `url`; over a `Utf8View` column, a"]
        #[doc = "component that stands in the input where it stands in the href is a view of it."]
        #[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $ty;

        impl Rows for $ty {
            fn rows<'a, U: Strings<'a>>(
                &self,
                main: U,
                args: &[Arg<'a>],
                rows: usize,
                t: &DataType,
            ) -> Result<ArrayRef> {
                component_rows(main, args, rows, t, $component)
            }
        }
    };
}

getter!(UrlHref, "url_href", Some(Component::Href));
getter!(UrlProtocol, "url_protocol", Some(Component::Protocol));
getter!(UrlUsername, "url_username", Some(Component::Username));
getter!(UrlPassword, "url_password", Some(Component::Password));
getter!(UrlHost, "url_host", Some(Component::Host));
getter!(UrlHostname, "url_hostname", Some(Component::Hostname));
getter!(UrlPathname, "url_pathname", Some(Component::Pathname));
getter!(UrlSearch, "url_search", Some(Component::Search));
getter!(UrlHash, "url_hash", Some(Component::Hash));
getter!(UrlOrigin, "url_origin", None);
