"""The page: the only code that touches the DOM (``js``, ``pyscript``, ``pyodide``)."""
