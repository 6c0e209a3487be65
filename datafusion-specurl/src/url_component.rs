//! The single-component getters: `url_href`, `url_protocol`,
//! `url_username`, `url_password`, `url_host`, `url_hostname`,
//! `url_pathname`, `url_search`, `url_hash` and `url_origin`, each
//! `(url [, base])`, each the `Url` getter of the same name. They read one
//! component of the parsed URL and build nothing else.

use datafusion::arrow::array::ArrayRef;
use datafusion::arrow::datatypes::DataType;
use datafusion::common::Result;
use datafusion::logical_expr::ScalarUDF;
use specurl::Url;

use crate::common::{string_out, url_of_row, Getter, Strings, StringsOut, UrlFunction};

/// A component: its getter's name and the getter. The origin is the one
/// that is not a part of the href.
enum Component {
    Part(Getter),
    Origin,
}

/// The getters, in the order of `url_parse`'s fields.
const COMPONENTS: [(&str, Component); 10] = [
    ("url_href", Component::Part(Url::href)),
    ("url_protocol", Component::Part(Url::protocol)),
    ("url_username", Component::Part(Url::username)),
    ("url_password", Component::Part(Url::password)),
    ("url_host", Component::Part(Url::host)),
    ("url_hostname", Component::Part(Url::hostname)),
    ("url_pathname", Component::Part(Url::pathname)),
    ("url_search", Component::Part(Url::search)),
    ("url_hash", Component::Part(Url::hash)),
    ("url_origin", Component::Origin),
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
        match url_of_row(args, row) {
            Some(Some(url)) => match &COMPONENTS[C].1 {
                Component::Part(get) => out.append_part(row, get(&url), url.href())?,
                Component::Origin => out.append(&url.origin()),
            },
            _ => out.append_null(),
        }
    }
    Ok(out.finish())
}
