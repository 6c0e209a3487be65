//! The single-component getters: `url_href`, `url_protocol`,
//! `url_username`, `url_password`, `url_host`, `url_hostname`,
//! `url_pathname`, `url_search`, `url_hash` and `url_origin`, each
//! `(url [, base])`, each the `Url` getter of the same name. They read one
//! component of the parsed URL and build nothing else.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::{Component, Url};

use crate::common::{string_out, url_args, Strings, StringsOut, UrlFunction};

/// A component: its getter's name and the getter. The origin is the one
/// that is not a part of the href.
enum Getter {
    Part(Component),
    Origin,
}

/// The getters, in the order of `url_parse`'s fields.
const COMPONENTS: [(&str, Getter); 10] = [
    ("url_href", Getter::Part(Component::Href)),
    ("url_protocol", Getter::Part(Component::Protocol)),
    ("url_username", Getter::Part(Component::Username)),
    ("url_password", Getter::Part(Component::Password)),
    ("url_host", Getter::Part(Component::Host)),
    ("url_hostname", Getter::Part(Component::Hostname)),
    ("url_pathname", Getter::Part(Component::Pathname)),
    ("url_search", Getter::Part(Component::Search)),
    ("url_hash", Getter::Part(Component::Hash)),
    ("url_origin", Getter::Origin),
];

/// Every getter, as DataFusion functions.
pub fn udfs() -> Vec<ScalarUDF> {
    vec![
        udf::<0>(),
        udf::<1>(),
        udf::<2>(),
        udf::<3>(),
        udf::<4>(),
        udf::<5>(),
        udf::<6>(),
        udf::<7>(),
        udf::<8>(),
        udf::<9>(),
    ]
}

fn udf<const C: usize>() -> ScalarUDF {
    UrlFunction::udf(
        COMPONENTS[C].0,
        &["url", "base"],
        1,
        |types| string_out(&types[0]),
        eval::<C>,
    )
}

fn eval<const C: usize>(args: &[Strings<'_>], rows: usize, t: &DataType) -> Result<ArrayRef> {
    let mut out = StringsOut::new(t, rows, &args[0]);
    for row in 0..rows {
        let Some((input, base)) = url_args(args, row) else {
            out.append_null();
            continue;
        };
        match &COMPONENTS[C].1 {
            // The hostname of most URLs is read from the grammar's tokens
            // alone, without the checks that keep the whole href as it is.
            Getter::Part(Component::Hostname) => {
                match Url::parse_component(input, base, Component::Hostname) {
                    Ok(part) => out.append_cow(row, part)?,
                    Err(_) => out.append_null(),
                }
            }
            Getter::Part(c) => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append_part(row, url.get(*c), url.href())?,
                Err(_) => out.append_null(),
            },
            Getter::Origin => match Url::parse_borrowed(input, base) {
                Ok(url) => out.append(&url.origin()),
                Err(_) => out.append_null(),
            },
        }
    }
    Ok(out.finish())
}
