//! The Python package `specurl`: the extension module `specurl._specurl`,
//! which `specurl/__init__.py` re-exports.
//!
//! Every function takes `str` as the URL Standard's `USVString` (a lone
//! surrogate reads as U+FFFD) and gives places as indices into that `str`.

mod columnar;
#[cfg(feature = "datafusion")]
mod datafusion;
mod error;
mod pattern;
mod search_params;
mod text;
mod url;
mod url_class;
mod validate;

use pyo3::prelude::*;

/// The extension module.
#[pymodule]
fn _specurl(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<url::PyUrl>()?;
    m.add_class::<search_params::PySearchParams>()?;
    m.add_function(wrap_pyfunction!(url::normalise, m)?)?;
    m.add_function(wrap_pyfunction!(url::equivalent, m)?)?;
    m.add_function(wrap_pyfunction!(validate::validate, m)?)?;
    m.add_function(wrap_pyfunction!(validate::validation_errors, m)?)?;
    m.add_function(wrap_pyfunction!(validate::tokens, m)?)?;
    m.add_function(wrap_pyfunction!(columnar::columnar_call, m)?)?;
    m.add_function(wrap_pyfunction!(columnar::columnar_functions, m)?)?;
    #[cfg(feature = "datafusion")]
    {
        m.add_class::<datafusion::PyScalarUdf>()?;
        m.add_function(wrap_pyfunction!(datafusion::datafusion_functions, m)?)?;
    }
    m.add_class::<validate::PyDiagnostic>()?;
    m.add_class::<validate::PyValidationError>()?;
    m.add_class::<validate::PyToken>()?;
    m.add_class::<pattern::PyUrlPattern>()?;
    m.add_class::<pattern::PyUrlPatternSet>()?;
    m.add("URLError", m.py().get_type::<error::URLError>())?;
    m.add(
        "URLPatternError",
        m.py().get_type::<pattern::URLPatternError>(),
    )?;
    Ok(())
}
